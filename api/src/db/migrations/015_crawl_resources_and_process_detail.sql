-- Issue 11: broken sub-resources (images, scripts, stylesheets…) are crawl findings of their own
-- kind, one row per resource and page loading it (GET /v1/ops/site/{id}/links?kind=resource).
ALTER TABLE crawl_links DROP CONSTRAINT crawl_links_kind_check;
ALTER TABLE crawl_links ADD CONSTRAINT crawl_links_kind_check
  CHECK (kind IN ('redirect', 'broken', 'resource'));

-- What a finished process did, in a sentence a screen can show: a re-crawl says how many new
-- pages it found and scanned (it scans only those; existing pages are rescanned on request).
ALTER TABLE processes ADD COLUMN detail text;
