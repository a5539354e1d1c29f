/** Rows per list page: the API's default page size (contract pageQuerySchema). */
export const PAGE_SIZE = 10;

/** `?limit=&offset=` of a 1-based page. */
export const pageQuery = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
