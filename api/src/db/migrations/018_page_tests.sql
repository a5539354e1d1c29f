-- Tests (server.md §3 Test): a page's new scan (post) compared with an earlier one (pre).
--
-- A test row is created with its post scan (status working); when that scan completes, the
-- test.compare job writes the result once (only while the status is still working), so a retried
-- job never compares twice. A test goes with its post scan (retention deletes old scans); its
-- pre scan may be older and is only unlinked.

CREATE TABLE tests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  pre_scan_id uuid REFERENCES scans (id) ON DELETE SET NULL,
  post_scan_id uuid NOT NULL UNIQUE REFERENCES scans (id) ON DELETE CASCADE,
  -- given | baseline | latest | none (no earlier scan: the post scan becomes the baseline)
  pre_scan_source text NOT NULL,
  status text NOT NULL DEFAULT 'working' CHECK (status IN ('working', 'passed', 'failed')),
  threshold double precision NOT NULL DEFAULT 95 CHECK (threshold BETWEEN 0 AND 100),
  gating text NOT NULL DEFAULT 'spread' CHECK (gating IN ('spread', 'flat')),
  score double precision CHECK (score BETWEEN 0 AND 100),
  component_scores jsonb,
  failing_components text[] NOT NULL DEFAULT '{}',
  deltas jsonb,
  error text,
  note text,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
CREATE INDEX tests_page ON tests (page_id, time_created DESC, id DESC);
CREATE INDEX tests_site ON tests (site_id, time_created DESC, id DESC);

-- Per page: CSS selectors hidden before every capture (clocks, ads, carousels), and the scan
-- its next test compares with ("accept as baseline"; a passing test moves it forward too).
ALTER TABLE pages
  ADD COLUMN ignore_selectors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN baseline_scan_id uuid REFERENCES scans (id) ON DELETE SET NULL;
