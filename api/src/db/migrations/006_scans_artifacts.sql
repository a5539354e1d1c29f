-- Page scans (server.md §3 Scan) and the files they produce.
--
-- A scan row is created when the scan is asked for (time_completed null = running) and filled in
-- once by the scan job; the job only writes a row whose time_completed is still null, so a
-- retried job never makes a second scan. Screenshots and page sources are artifacts: files on
-- disk (VIGIL_ARTIFACT_DIR) named by the artifact id, with the owning team kept here so that
-- GET /v1/ops/artifact/{id} serves a file only to that team.

CREATE TABLE scans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz,
  -- The components this scan captured: html, logs, images, lighthouse, a11y, security.
  type text[] NOT NULL DEFAULT '{html,logs,images,lighthouse,a11y,security}',
  html_artifact_id uuid,
  image_artifact_ids uuid[] NOT NULL DEFAULT '{}',
  logs jsonb NOT NULL DEFAULT '[]',
  lighthouse jsonb,
  a11y jsonb,
  security jsonb,
  timings jsonb,
  score integer CHECK (score BETWEEN 0 AND 100),
  -- Why the visit failed (unreachable, refused target); the scan still completes.
  error text
);
CREATE INDEX scans_page ON scans (page_id, time_created DESC, id DESC);
CREATE INDEX scans_site ON scans (site_id, time_created DESC);

CREATE TABLE artifacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The scan that made it and its name within that scan ("screenshot", "html"): a retried job
  -- overwrites its own artifact instead of adding another.
  scan_id uuid REFERENCES scans (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scan_id, name)
);
CREATE INDEX artifacts_account ON artifacts (account_id);
