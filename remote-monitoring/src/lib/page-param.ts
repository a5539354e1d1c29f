/** Rows per list page: the API's default page size (contract pageQuerySchema). */
export const PAGE_SIZE = 10;

/**
 * `?limit=&offset=` of a 1-based list page (the page itself lives in the address: see
 * components/list/use-list-params).
 */
export const pageQuery = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
