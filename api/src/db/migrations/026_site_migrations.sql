-- Site migrations (issue 13, screens.md /site/{id}/migration): a site compared with another base
-- URL (staging against production), path by path. Each path is scanned on both hosts at the same
-- moment and the two scans compared by the test comparison (page-tests/comparison.ts).
--
-- Those scans are of a URL, not of one of the site's pages: `page_id` is null and `url` says what
-- was visited, so a page's scans, tests, baselines and trends never see the other host. They keep
-- `site_id` (a deleted site takes them and their artifacts along) and carry no score (the site's
-- score trend reads only scored scans).
ALTER TABLE scans ALTER COLUMN page_id DROP NOT NULL;
ALTER TABLE scans ADD COLUMN url text;
ALTER TABLE scans ADD CONSTRAINT scans_page_or_url CHECK (page_id IS NOT NULL OR url IS NOT NULL);

CREATE TABLE site_migrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- The other host's base URL (no trailing slash); each path is appended to it.
  base_url text NOT NULL,
  status text NOT NULL DEFAULT 'working' CHECK (status IN ('working', 'passed', 'failed')),
  threshold double precision NOT NULL DEFAULT 95 CHECK (threshold BETWEEN 0 AND 100),
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
CREATE INDEX site_migrations_site ON site_migrations (site_id, time_created DESC, id DESC);

-- One comparison per path. The result is written once, only while the path is `working` (a
-- retried job changes nothing); the migration ends when its last path does.
CREATE TABLE site_migration_paths (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  migration_id uuid NOT NULL REFERENCES site_migrations (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  path text NOT NULL,
  source_scan_id uuid UNIQUE REFERENCES scans (id) ON DELETE SET NULL,
  target_scan_id uuid UNIQUE REFERENCES scans (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'working' CHECK (status IN ('working', 'passed', 'failed')),
  score double precision CHECK (score BETWEEN 0 AND 100),
  component_scores jsonb,
  failing_components text[] NOT NULL DEFAULT '{}',
  deltas jsonb,
  error text,
  time_completed timestamptz,
  UNIQUE (migration_id, path)
);
CREATE INDEX site_migration_paths_migration ON site_migration_paths (migration_id, position);
