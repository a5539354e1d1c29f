-- Issue 47: one document, one page. Two addresses of a site answering the same document (`/a`
-- and `/a/` both 200 with one body, or a page naming another as its rel=canonical) are one
-- page, kept at one address; the others are its aliases. The crawler decides
-- (api/src/crawl/one-document.ts) and folds through `fold_page` below, which this migration
-- also runs on the twins stored before.

CREATE TABLE page_aliases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  -- Canonical like page_url (api/src/sites/canonical-url.ts); never the page_url of a page.
  url text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('slash', 'canonical')),
  time_created timestamptz NOT NULL DEFAULT now(),
  search_key text COLLATE "C"
    GENERATED ALWAYS AS (lower(regexp_replace(url, '^https?://', '', 'i'))) STORED,
  UNIQUE (site_id, url)
);
CREATE INDEX page_aliases_of_page ON page_aliases (page_id);
-- Search finds a page by any alias: an alias's terms are of type page, their ref_id the alias,
-- which search resolves to its page (api/src/search/repository.ts).
CREATE TRIGGER page_aliases_search_terms AFTER INSERT OR DELETE OR UPDATE OF url ON page_aliases
  FOR EACH ROW EXECUTE FUNCTION search_terms_sync('page', 'url');

-- The canonical URL a page names when it is not folded into it (another host, or an error
-- answers there): shown on the page screen, never followed. Null = it names none (or itself).
ALTER TABLE pages ADD COLUMN canonical_url text;

-- The history of page `gone` becomes page `keeper`'s (same site), whose address is to be
-- `keeper_url`: scans, tests, the issues about it (and their fingerprints, which name the page
-- id), alert states, schedules, aliases; tags and ignored selectors are joined. Case runs belong
-- to a site, not a page: nothing to move. A fingerprint or alert state the keeper already has
-- stays the twin's (kept as history, never raised again).
CREATE FUNCTION merge_page_history(gone uuid, keeper uuid, keeper_url text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  team uuid := (SELECT account_id FROM pages WHERE id = keeper);
BEGIN
  -- One scan per page and crawl (scans_of_crawl): a crawl that scanned both keeps the keeper's.
  UPDATE scans s SET crawl_process_id = NULL
  WHERE s.page_id = gone AND s.crawl_process_id IN (
    SELECT k.crawl_process_id FROM scans k WHERE k.page_id = keeper);
  UPDATE scans SET page_id = keeper WHERE page_id = gone;
  UPDATE tests SET page_id = keeper WHERE page_id = gone;
  UPDATE issues i SET
    affected = CASE WHEN i.affected ->> 'id' = gone::text
      THEN i.affected || jsonb_build_object('id', keeper, 'str', keeper_url) ELSE i.affected END,
    fingerprint = CASE WHEN EXISTS (
        SELECT 1 FROM issues o WHERE o.account_id = team
          AND o.fingerprint = replace(i.fingerprint, gone::text, keeper::text))
      THEN i.fingerprint ELSE replace(i.fingerprint, gone::text, keeper::text) END
  WHERE i.account_id = team
    AND (i.affected ->> 'id' = gone::text OR strpos(i.fingerprint, gone::text) > 0);
  UPDATE alert_states a SET subject = replace(a.subject, gone::text, keeper::text)
  WHERE strpos(a.subject, gone::text) > 0 AND NOT EXISTS (
    SELECT 1 FROM alert_states o
    WHERE o.alert_id = a.alert_id AND o.subject = replace(a.subject, gone::text, keeper::text));
  UPDATE schedules SET resources = (
    SELECT COALESCE(jsonb_agg(DISTINCT r.id), '[]') FROM (
      SELECT CASE WHEN e.value = to_jsonb(gone::text) THEN to_jsonb(keeper::text) ELSE e.value
        END AS id FROM jsonb_array_elements(resources) AS e) AS r)
  WHERE account_id = team AND resources @> jsonb_build_array(gone::text);
  UPDATE page_aliases SET page_id = keeper WHERE page_id = gone;
  UPDATE pages k SET
    tags = ARRAY(SELECT DISTINCT unnest(k.tags || g.tags)),
    ignore_selectors = ARRAY(SELECT DISTINCT unnest(k.ignore_selectors || g.ignore_selectors)),
    baseline_scan_id = COALESCE(k.baseline_scan_id, g.baseline_scan_id),
    depth = LEAST(k.depth, g.depth),
    dom_shape = COALESCE(k.dom_shape, g.dom_shape),
    info = jsonb_build_object(
      'latest_scan', CASE
        WHEN (g.info -> 'latest_scan' ->> 'time_completed') IS NOT NULL
          AND ((k.info -> 'latest_scan' ->> 'time_completed') IS NULL
            OR (g.info -> 'latest_scan' ->> 'time_completed')::timestamptz
              > (k.info -> 'latest_scan' ->> 'time_completed')::timestamptz)
        THEN g.info -> 'latest_scan' ELSE COALESCE(k.info -> 'latest_scan', 'null') END,
      'latest_test', COALESCE((
        SELECT jsonb_build_object('id', t.id, 'status', t.status, 'score', t.score)
        FROM tests t WHERE t.page_id = keeper ORDER BY t.time_created DESC, t.id DESC LIMIT 1),
        'null'))
  FROM pages g WHERE k.id = keeper AND g.id = gone;
END
$$;

-- `p_from` is the page at `p_into` from now on, as an alias of it (`p_reason`). A page stored
-- at `p_from` becomes that page: renamed when none is stored at `p_into`, else the two merge,
-- the older row kept (its id is the one links and bookmarks name), the other's history moved
-- to it. Idempotent, and safe to run again after a crash (one statement, one transaction).
CREATE FUNCTION fold_page(p_site uuid, p_from text, p_into text, p_reason text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  source pages%ROWTYPE;
  target pages%ROWTYPE;
  keeper pages%ROWTYPE;
BEGIN
  IF p_from = p_into THEN RETURN; END IF;
  SELECT * INTO source FROM pages WHERE site_id = p_site AND page_url = p_from FOR UPDATE;
  SELECT * INTO target FROM pages WHERE site_id = p_site AND page_url = p_into FOR UPDATE;
  IF source.id IS NOT NULL AND target.id IS NOT NULL THEN
    IF (source.time_created, source.id) < (target.time_created, target.id) THEN
      keeper := source;
      PERFORM merge_page_history(target.id, source.id, p_into);
      DELETE FROM pages WHERE id = target.id;
      UPDATE pages SET page_url = p_into WHERE id = source.id;
    ELSE
      keeper := target;
      PERFORM merge_page_history(source.id, target.id, p_into);
      DELETE FROM pages WHERE id = source.id;
    END IF;
  ELSIF source.id IS NOT NULL THEN
    UPDATE pages SET page_url = p_into WHERE id = source.id;
    keeper := source;
  ELSE
    keeper := target;
  END IF;
  IF keeper.id IS NULL THEN RETURN; END IF;
  DELETE FROM page_aliases WHERE site_id = p_site AND url = p_into;
  INSERT INTO page_aliases (account_id, site_id, page_id, url, reason)
  VALUES (keeper.account_id, p_site, keeper.id, p_from, p_reason)
  ON CONFLICT (site_id, url) DO UPDATE SET page_id = EXCLUDED.page_id, reason = EXCLUDED.reason;
END
$$;

-- The twins stored before (issue 47's sites: `/a` and `/a/` both pages): merged when their
-- latest scans stored the same document (the rendered DOM's content hash). A directory (a page
-- stored under it) keeps its slash, a file goes without; the next crawl keeps the form the
-- site's links name most. Twins without that evidence are compared by the next crawl.
DO $$
DECLARE
  twin record;
BEGIN
  FOR twin IN
    SELECT bare.site_id, bare.page_url AS bare_url, slashed.page_url AS slashed_url,
      EXISTS (SELECT 1 FROM pages child WHERE child.site_id = bare.site_id
        AND starts_with(child.page_url, slashed.page_url) AND child.page_url <> slashed.page_url
      ) AS directory
    FROM pages bare
    JOIN pages slashed ON slashed.site_id = bare.site_id AND slashed.page_url = bare.page_url || '/'
    CROSS JOIN LATERAL (
      SELECT p.id, (
        SELECT a.content_hash FROM scans s JOIN artifacts a ON a.id = s.html_artifact_id
        WHERE s.page_id = p.id AND s.time_completed IS NOT NULL
        ORDER BY s.time_completed DESC, s.id DESC LIMIT 1) AS hash
      FROM pages p WHERE p.id IN (bare.id, slashed.id)
    ) AS latest
    WHERE strpos(bare.page_url, '?') = 0
    GROUP BY bare.site_id, bare.page_url, slashed.page_url
    HAVING count(DISTINCT latest.hash) = 1 AND count(latest.hash) = 2
    ORDER BY bare.site_id, bare.page_url
  LOOP
    IF twin.directory THEN
      PERFORM fold_page(twin.site_id, twin.bare_url, twin.slashed_url, 'slash');
    ELSE
      PERFORM fold_page(twin.site_id, twin.slashed_url, twin.bare_url, 'slash');
    END IF;
  END LOOP;
END
$$;
