import { useState } from 'react';
import { useSearchParams } from '@vigil/shared';

/** One field of a list's query schema (a zod schema: the contract's, or narrowed from it). */
export interface ParamSchema {
  parse: (input: unknown) => unknown;
  safeParse: (input: unknown) => { success: boolean; data?: unknown };
}
/** A list's query schema: the contract row's `query` (e.g. `pageQuerySchema.extend({...})`). */
export interface ListQuerySchema {
  shape: Record<string, ParamSchema>;
}

// The API's paging fields: the address carries a 1-based `?page=` instead.
type PagingKey = 'limit' | 'offset';
export type FiltersOf<S extends ListQuerySchema> = {
  [K in Exclude<keyof S['shape'], PagingKey>]: ReturnType<S['shape'][K]['parse']>;
};
/** What a filter can be set to; null, undefined or '' clear it (back to its default). */
export type FilterChange<S extends ListQuerySchema> = {
  [K in keyof FiltersOf<S>]?: FiltersOf<S>[K] | null;
};

export interface ListParams<S extends ListQuerySchema> {
  /** 1-based; anything in the address that is not a positive integer reads as 1. */
  page: number;
  /** Each filter as its schema reads it; a value the schema refuses reads as its default. */
  filters: FiltersOf<S>;
  /** Whether any filter is set, i.e. differs from its default. */
  filtered: boolean;
  setPage: (page: number) => void;
  /**
   * Sets some filters and goes back to page 1: the old page number means nothing in another list.
   * `replace` keeps the history entry (typing must not add one per keystroke).
   */
  setFilters: (change: FilterChange<S>, options?: { replace?: boolean }) => void;
}

const PAGING = new Set(['limit', 'offset']);

/**
 * The query of a list that only pages (`pageQuerySchema`: limit and offset, no filter). Passing
 * this instead of the contract row's `query` keeps the endpoint table, and zod, out of a screen
 * that needs nothing else from it (Home, issue 18).
 */
export const PAGE_ONLY = { shape: {} } as const satisfies ListQuerySchema;

const filterKeys = (schema: ListQuerySchema) =>
  Object.keys(schema.shape).filter((key) => !PAGING.has(key));

function defaultOf(field: ParamSchema): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readFilter(field: ParamSchema, raw: string | null): unknown {
  if (!raw) return defaultOf(field);
  const parsed = field.safeParse(raw);
  return parsed.success ? parsed.data : defaultOf(field);
}

/**
 * A list's page and filters kept in the address (`?page=2&status=closed`), so a reload, a shared
 * link or Back shows the same list; read through the list's query schema, so the values are typed
 * and a hand-edited address cannot put a value the API would refuse into a request.
 * `inUrl: false` keeps them in the component instead, for a second list on a screen whose
 * `?page=` already belongs to another.
 */
export function useListParams<S extends ListQuerySchema>(
  schema: S,
  { inUrl = true }: { inUrl?: boolean } = {},
): ListParams<S> {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = inUrl ? urlParams : ownParams;
  const setParams = (
    update: (current: URLSearchParams) => URLSearchParams,
    options: { replace?: boolean } = {},
  ) => (inUrl ? setUrlParams(update, options) : setOwnParams(update));

  const keys = filterKeys(schema);
  const filters = Object.fromEntries(
    keys.map((key) => [key, readFilter(schema.shape[key]!, params.get(key))]),
  ) as FiltersOf<S>;
  const filtered = keys.some(
    (key) => (filters as Record<string, unknown>)[key] !== defaultOf(schema.shape[key]!),
  );

  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });

  const setFilters = (change: FilterChange<S>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [key, value] of Object.entries(change)) {
          const field = schema.shape[key];
          if (!field) continue;
          // A default is left out of the address: `/issue` rather than `/issue?status=open`.
          if (value === undefined || value === null || value === '' || value === defaultOf(field))
            next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return { page: readPage(params), filters, filtered, setPage, setFilters };
}
