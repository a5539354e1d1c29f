-- Where a redirect ends (GET /v1/ops/site/{id}/links): the last Location of the whole chain the
-- crawl followed, which `location` (the one hop's target) does not tell when redirects chain.
-- Null for broken links and for rows of crawls before this migration (read as `location`).
ALTER TABLE crawl_links ADD COLUMN final_url text;
