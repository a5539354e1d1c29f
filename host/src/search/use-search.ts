import type { SearchResult } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SearchState {
  query: string;
  results: SearchResult[];
  /** A request for the current query is in flight. */
  loading: boolean;
  setQuery: (query: string) => void;
}

/**
 * The global search: one request per keystroke, no debounce, for any non-empty query (product.md
 * §7). Only the answer to the newest query is shown: the previous request is aborted, and an
 * answer that still arrives for an older query is ignored. Failures are only logged (§8).
 */
export function useSearch(): SearchState {
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    const id = ++latest.current;
    inFlight.current?.abort();
    inFlight.current = null;
    if (next === '') {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    call('search', { query: { query: next } }, { signal: controller.signal }).then(
      (answer) => {
        if (id !== latest.current) return;
        setResults(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        setLoading(false);
        if (!controller.signal.aborted) console.error('Search failed.', error);
      },
    );
  }, []);

  return { query, results, loading, setQuery };
}
