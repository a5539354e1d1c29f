import { SEARCH_RESULTS_PER_TYPE, type SearchResult, type SearchType } from '@vigil/contract';
import type { Queryable } from '../db/connection';

/** Terms are cut to this length by search_terms_of() (migration 003); queries alike. */
const TERM_LENGTH = 100;
/** A label can match at several of its words; fetch spare rows and keep distinct ones. */
const FETCHED = SEARCH_RESULTS_PER_TYPE * 3;

// One statement whatever the types: the team is looked up inside it, and one index range scan
// per type (a lateral subquery, planned once) stops at the limit. The path is /<type>/<id>; a
// page's alias (issue 47: its other address) is found under its own id and leads to its page.
const select = (where: string) => `
  SELECT k.type, t.label AS str,
    '/' || k.type || '/' || COALESCE((SELECT a.page_id FROM page_aliases a
      WHERE k.type = 'page' AND a.id = t.ref_id), t.ref_id) AS path
  FROM unnest($2::text[]) WITH ORDINALITY AS k (type, rank)
  CROSS JOIN LATERAL (
    SELECT label, ref_id, term, first FROM search_terms
    WHERE account_id = (
        SELECT account_id FROM members WHERE user_id = $1 AND status = 'active' LIMIT 1
      )
      AND type = k.type AND ${where}
    ORDER BY term LIMIT ${FETCHED}
  ) AS t
  ORDER BY k.rank, t.first DESC, t.term`;
/** Labels with a word starting with the text: terms in [$3, $4), or from $3 on when $4 is null. */
const SEARCH_SQL = select('term >= $3 AND ($4::text IS NULL OR term < $4)');
/** A bare `site:` (`page:`, …): the first labels of that type. */
const LIST_SQL = select('first');

/**
 * The least string after every string that starts with `prefix` (C collation: code points), or
 * null when there is none (the prefix is all U+10FFFF, the last code point). Surrogates are no
 * characters: after U+D7FF comes U+E000.
 */
export function prefixEnd(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff)
      return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return null;
}

/** Keeps the first hit of each path and at most SEARCH_RESULTS_PER_TYPE of each type. */
function fewPerType(rows: SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  const perType = new Map<SearchType, number>();
  return rows.filter((row) => {
    const count = perType.get(row.type) ?? 0;
    if (seen.has(row.path) || count >= SEARCH_RESULTS_PER_TYPE) return false;
    seen.add(row.path);
    perType.set(row.type, count + 1);
    return true;
  });
}

/**
 * The caller's team's labels of `types` with a word starting with `text` (lower case, URLs
 * already without scheme), a few per type, matches of the label's start first. An empty `text`
 * lists the first labels of each type.
 */
export async function search(
  db: Queryable,
  userId: string,
  types: readonly SearchType[],
  text: string,
): Promise<SearchResult[]> {
  const prefix = text.slice(0, TERM_LENGTH);
  const rows =
    prefix === ''
      ? await db.query<SearchResult>(LIST_SQL, [userId, types])
      : await db.query<SearchResult>(SEARCH_SQL, [userId, types, prefix, prefixEnd(prefix)]);
  return fewPerType(rows);
}
