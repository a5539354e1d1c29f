-- Issue 11 (defect 7): a crawl's scans run by link depth from the root. `pages.depth` is the
-- fewest clicks from the root page as the latest crawl saw them (root 0); null = no link from
-- the root reaches the page (listed only by a sitemap, or given), scanned after the linked ones.
ALTER TABLE pages ADD COLUMN depth integer;
