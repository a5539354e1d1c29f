-- Issue 11: Lighthouse runs on a sample of each page template, and pages of one template are
-- recognised by their DOM shape (api/src/crawl/dom-shape.ts), read by the crawler from each page
-- it keeps. Null = not read yet (stored before this column, or a page only scripts fill): such a
-- page is grouped by its URL pattern.
ALTER TABLE pages ADD COLUMN dom_shape text;
