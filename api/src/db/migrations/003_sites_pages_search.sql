-- Sites and their pages, plus the case, issue and flow tables as far as search and the home
-- metrics read them (later migrations add their other columns).
--
-- Search (GET /v1/ops/search) matches text at the start of any word of a label: "blog/post-9"
-- finds https://shop.example.com/blog/post-99, "checkout" finds "Nightly checkout". Each
-- searchable row has a generated `search_key` (lower case; URLs without their scheme), and a
-- trigger keeps `search_terms` filled with the key's suffixes that start a word, with the label.
-- A range on the C-collated btree (account_id, type, term) then answers in index order and stops
-- at the limit whatever the number of pages: no scan, no join, no extension. (Trigram indexes were
-- tried: pg_trgm must be loaded into PGlite at start-up, and its substring lookups took 2-5 ms at
-- 10,000 similar URLs, against well under 1 ms here.)

CREATE TABLE sites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Normalised by the API: lower-case scheme and host, no trailing slash, no fragment.
  site_url text NOT NULL,
  onboarding boolean NOT NULL DEFAULT false,
  time_created timestamptz NOT NULL DEFAULT now(),
  -- Both null until the crawler (a later issue) picks the site up.
  time_crawl_started timestamptz,
  time_crawl_completed timestamptz,
  info jsonb NOT NULL DEFAULT '{"latest_scan": null, "latest_test": null}',
  tags text[] NOT NULL DEFAULT '{}',
  search_key text COLLATE "C"
    GENERATED ALWAYS AS (lower(regexp_replace(site_url, '^https?://', '', 'i'))) STORED,
  UNIQUE (account_id, site_url)
);
CREATE INDEX sites_listing ON sites (account_id, time_created DESC, id DESC);
CREATE INDEX sites_search_key ON sites (account_id, search_key);

CREATE TABLE pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The site's team, repeated so that search and counts need no join.
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  page_url text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  info jsonb NOT NULL DEFAULT '{"latest_scan": null, "latest_test": null}',
  tags text[] NOT NULL DEFAULT '{}',
  search_key text COLLATE "C"
    GENERATED ALWAYS AS (lower(regexp_replace(page_url, '^https?://', '', 'i'))) STORED,
  UNIQUE (site_id, page_url)
);
CREATE INDEX pages_search_key ON pages (account_id, search_key);

CREATE TABLE cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE CASCADE,
  title text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  search_key text COLLATE "C" GENERATED ALWAYS AS (lower(title)) STORED
);
CREATE INDEX cases_search_key ON cases (account_id, search_key);

-- Issues outlive the retention job (server.md §2); status drives the open-issues badge.
CREATE TABLE issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  time_created timestamptz NOT NULL DEFAULT now(),
  search_key text COLLATE "C" GENERATED ALWAYS AS (lower(title)) STORED
);
CREATE INDEX issues_open ON issues (account_id) WHERE status = 'open';
CREATE INDEX issues_search_key ON issues (account_id, search_key);

CREATE TABLE flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE SET NULL,
  title text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  search_key text COLLATE "C" GENERATED ALWAYS AS (lower(title)) STORED
);
CREATE INDEX flows_search_key ON flows (account_id, search_key);

CREATE TABLE search_terms (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('site', 'page', 'case', 'issue', 'flow')),
  ref_id uuid NOT NULL,
  term text COLLATE "C" NOT NULL,
  -- The term of the label's first word: it ranks first, and a bare `site:` lists these.
  first boolean NOT NULL,
  -- The label shown (URL or title), kept here so that a search reads this table alone.
  label text NOT NULL
);
CREATE INDEX search_terms_lookup ON search_terms (account_id, type, term);
CREATE INDEX search_terms_ref ON search_terms (ref_id);

-- The suffixes of `key` that start a word (a letter or digit after anything else), at most 32,
-- each cut to 100 characters (queries are cut alike).
CREATE FUNCTION search_terms_of(key text) RETURNS TABLE (term text, first boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT left(substr(key, p), 100), row_number() OVER (ORDER BY p) = 1
  FROM generate_series(1, length(key)) AS p
  WHERE substr(key, p, 1) ~ '[[:alnum:]]'
    AND (p = 1 OR substr(key, p - 1, 1) !~ '[[:alnum:]]')
  ORDER BY p
  LIMIT 32
$$;

-- Row trigger of every searchable table: TG_ARGV[0] is the search type, TG_ARGV[1] the label
-- column. Rows without an `account_id` or `search_key` cannot be searchable tables.
CREATE FUNCTION search_terms_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_terms WHERE ref_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_terms (account_id, type, ref_id, term, first, label)
    SELECT NEW.account_id, TG_ARGV[0], NEW.id, t.term, t.first, to_jsonb(NEW) ->> TG_ARGV[1]
    FROM search_terms_of(NEW.search_key) AS t;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sites_search_terms AFTER INSERT OR DELETE OR UPDATE OF site_url ON sites
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('site', 'site_url');
CREATE TRIGGER pages_search_terms AFTER INSERT OR DELETE OR UPDATE OF page_url ON pages
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('page', 'page_url');
CREATE TRIGGER cases_search_terms AFTER INSERT OR DELETE OR UPDATE OF title ON cases
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('case', 'title');
CREATE TRIGGER issues_search_terms AFTER INSERT OR DELETE OR UPDATE OF title ON issues
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('issue', 'title');
CREATE TRIGGER flows_search_terms AFTER INSERT OR DELETE OR UPDATE OF title ON flows
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('flow', 'title');
