import { parseSearchQuery, searchTypeSchema, type SearchResult } from '@vigil/contract';
import type { Db } from '../db/connection';
import * as repository from './repository';

/**
 * What a search matches: lower case, without `http://` or `https://` (stored keys have none, so
 * the scheme never matters), starting at a word (terms start with a letter or digit).
 */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^[^\p{L}\p{N}]+/u, '');
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(db: Db) {
  return {
    /**
     * The caller's team's sites, pages, cases, issues and flows with a word starting with the
     * query (a few of each); a `type:` prefix narrows it to that type, and a bare prefix lists
     * that type. A user without a team finds nothing.
     */
    async search(userId: string, query: string): Promise<SearchResult[]> {
      const { type, text } = parseSearchQuery(query);
      const matched = searchText(text);
      // Nothing left to match (``, `https://`, `-`): no results, or with a prefix, that type's list.
      if (!type && matched === '') return [];
      return repository.search(db, userId, type ? [type] : searchTypeSchema.options, matched);
    },
  };
}
