import type { PageQuery } from '@vigil/contract';
import type { z } from 'zod';

/** What a list service returns: the total and one page of rows; `route()` frames it. */
export interface Rows<T> {
  count: number;
  rows: T[];
}

/** The contract's list frame (`listOf`): `{count, next, previous, results}` (server.md §1). */
interface ListFrame<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A list row's handler returns `Rows` of its items; any other row's, the response itself. */
export type HandlerResult<R extends z.ZodType> =
  z.input<R> extends ListFrame<infer T> ? Rows<T> : z.input<R>;

const FRAME_KEYS = ['count', 'next', 'previous', 'results'].join();

/** Whether a response schema is the contract's list frame (the shape `listOf` builds). */
export function isListResponse(schema: z.ZodType): boolean {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).sort().join() === FRAME_KEYS;
}

/**
 * Frames a page of rows. `next` and `previous` are the request's path with the other query
 * parameters kept and `offset` moved, relative to the API's origin.
 */
export function paginated<T>(url: string, page: PageQuery, { count, rows }: Rows<T>): ListFrame<T> {
  const [path = '/', search = ''] = url.split('?');
  const link = (offset: number) => {
    const params = new URLSearchParams(search);
    params.set('limit', String(page.limit));
    params.set('offset', String(offset));
    return `${path}?${params.toString()}`;
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results: rows,
  };
}
