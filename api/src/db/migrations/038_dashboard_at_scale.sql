-- Issue 44, the dashboard at scale (10,000 pages, `pnpm bench:dashboard`).

-- The links list: one row per finding (kind and URL) of the latest crawl, written with
-- crawl_links by replaceFindings. Grouping crawl_links on every call read all of a site's rows
-- (50 links a page: 500,000), twice (the rows and the count). `position` is the row's place in
-- the whole list (kind, then URL in byte order), `kind_position` within its kind: a page of the
-- list is an index range, its count the last position. URLs can be longer than a btree entry,
-- so no index holds them. `linked_from` keeps the first referrers (byte order) the row shows.
CREATE TABLE crawl_link_groups (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  kind text NOT NULL,
  url text NOT NULL,
  position integer NOT NULL,
  kind_position integer NOT NULL,
  status integer,
  final_url text,
  error text,
  linked_from text[] NOT NULL,
  linked_from_count integer NOT NULL,
  PRIMARY KEY (site_id, position)
);
CREATE UNIQUE INDEX crawl_link_groups_of_kind ON crawl_link_groups (site_id, kind, kind_position);

-- A referrer's place among the pages linking to its finding (byte order): the finding's pages
-- a page at a time without sorting all of them (a script every page loads: 10,000).
ALTER TABLE crawl_links ADD COLUMN position integer;
CREATE INDEX crawl_links_pages ON crawl_links (site_id, kind, md5(url), position);

UPDATE crawl_links c SET position = n.position
FROM (SELECT id, row_number() OVER (PARTITION BY site_id, kind, url
        ORDER BY referrer COLLATE "C") AS position
      FROM crawl_links WHERE referrer <> '') n
WHERE c.id = n.id;

INSERT INTO crawl_link_groups (site_id, kind, url, position, kind_position, status, final_url,
  error, linked_from, linked_from_count)
SELECT site_id, kind, url,
  row_number() OVER (PARTITION BY site_id ORDER BY kind, url COLLATE "C"),
  row_number() OVER (PARTITION BY site_id, kind ORDER BY url COLLATE "C"),
  status, final_url, error, linked_from, linked_from_count
FROM (
  SELECT site_id, kind, url, min(status) AS status, min(error) AS error,
    CASE WHEN kind = 'redirect' THEN min(COALESCE(final_url, location))
      WHEN kind = 'resource' THEN min(final_url) END AS final_url,
    COALESCE((array_agg(referrer ORDER BY referrer COLLATE "C")
      FILTER (WHERE referrer <> ''))[1:10], '{}') AS linked_from,
    count(*) FILTER (WHERE referrer <> '')::int AS linked_from_count
  FROM crawl_links GROUP BY site_id, kind, url
) AS g;

-- The pages list and every picker read a site's pages in byte order of their URL: the unique
-- (site_id, page_url) index is in the database's collation, so each page of the list sorted all
-- of the site's pages.
CREATE INDEX pages_listing ON pages (site_id, page_url COLLATE "C", id);
