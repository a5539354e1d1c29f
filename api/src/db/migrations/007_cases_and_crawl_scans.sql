-- Cases (server.md §3 Case) beyond what search needed in migration 003, and the scans a crawl
-- starts (issue 6: every page of a crawled site is scanned once, then cases are generated).
--
-- A generated case has a `generated_key` (form, navigation, cta): unique per site, so a retried
-- or repeated `case.generate` job updates the same rows instead of adding more. Recorded cases
-- have none. Steps are [{action {type, selector, value}, assertion {type, selector, value}}].
ALTER TABLE cases
  ADD COLUMN type text NOT NULL DEFAULT 'generated' CHECK (type IN ('generated', 'recorded')),
  ADD COLUMN steps jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN generated_key text;
CREATE UNIQUE INDEX cases_generated_once ON cases (site_id, generated_key)
  WHERE generated_key IS NOT NULL;
CREATE INDEX cases_listing ON cases (account_id, time_created DESC, id DESC);

-- The crawl process whose completion created a scan: one scan per page and crawl, so a retried
-- crawl job creates (and queues) no second scan of a page.
ALTER TABLE scans ADD COLUMN crawl_process_id uuid REFERENCES processes (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX scans_of_crawl ON scans (crawl_process_id, page_id)
  WHERE crawl_process_id IS NOT NULL;
