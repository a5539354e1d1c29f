import { z } from 'zod';

export const searchTypeSchema = z.enum(['site', 'page', 'case', 'issue', 'flow']);
export const searchResultSchema = z.object({
  type: searchTypeSchema,
  str: z.string(),
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchType = z.infer<typeof searchTypeSchema>;

export { SEARCH_PREFIXES } from './search-prefixes';
/** At most this many results of each type answer one search. */
export const SEARCH_RESULTS_PER_TYPE = 5;

/**
 * Splits a search into its type prefix (`site:`, `page:`, …, any case) and the text to match.
 * Without a prefix every type is searched; `site:` alone lists the first sites.
 */
export function parseSearchQuery(query: string): { type: SearchType | null; text: string } {
  const match = /^\s*(site|page|case|issue|flow)\s*:(.*)$/is.exec(query);
  if (!match) return { type: null, text: query.trim() };
  return { type: match[1]!.toLowerCase() as SearchType, text: match[2]!.trim() };
}
