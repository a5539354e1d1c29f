-- Background processes (server.md §3 Process) and the crawler's bookkeeping (server.md §4.2).
--
-- A process is one run of long work a screen follows: a crawl, case generation, a case pre-run.
-- `success` stays null while it runs; the worker always ends it with true, or false and the
-- exception (never a process stuck below 100 without an answer).
CREATE TABLE processes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('crawl', 'case.generate', 'case.pre_run')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  success boolean,
  exception text,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
CREATE INDEX processes_listing ON processes (account_id, time_created DESC, id DESC);
CREATE INDEX processes_of_site ON processes (site_id, type, time_created DESC);

-- Redirects and broken links the last crawl of a site met, one row per link and page linking to
-- it (`referrer` '' = the site itself or a given page URL). Pages need nothing new: they are
-- unique per (site_id, page_url) since migration 003, page_url being the canonical URL, so a
-- retried or restarted crawl inserts nothing twice. URLs can be long, hence the hashed key.
CREATE TABLE crawl_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('redirect', 'broken')),
  url text NOT NULL,
  referrer text NOT NULL DEFAULT '',
  status integer,
  location text,
  error text,
  time_found timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX crawl_links_once ON crawl_links (site_id, kind, md5(url), md5(referrer));
