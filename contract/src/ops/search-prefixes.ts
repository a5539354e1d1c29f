/**
 * The prefixes the search box offers as examples, in the spec's order (product.md §2). Its own
 * file, free of zod, because the shell shows them before the browser has loaded any schema.
 */
export const SEARCH_PREFIXES = ['case:', 'flow:', 'site:', 'page:', 'issue:'] as const;
