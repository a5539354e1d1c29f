-- The crawl-to-crawl diff (issue 13): each completed crawl of a site records the pages it found
-- live (`pages`, the snapshot the next crawl compares with) and, against the previous crawl's
-- snapshot, the pages added, removed (no longer answering, or gone) and redirected elsewhere.
-- Pages themselves are never deleted by a crawl (their history stays); this is what changed.
-- One row per crawl process (a retried crawl job rewrites its own row); the newest 20 of a site
-- are kept. The process may be deleted before its row: the row stays, unlinked.
CREATE TABLE crawl_diffs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  crawl_process_id uuid UNIQUE REFERENCES processes (id) ON DELETE SET NULL,
  -- null for the site's first recorded crawl: nothing to compare with
  previous_id uuid REFERENCES crawl_diffs (id) ON DELETE SET NULL,
  pages text[] NOT NULL,
  added text[] NOT NULL,
  removed text[] NOT NULL,
  -- [{"from": url, "to": url}]: a page of the previous crawl that now redirects
  redirected jsonb NOT NULL DEFAULT '[]',
  time_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crawl_diffs_site ON crawl_diffs (site_id, time_created DESC, id DESC);
