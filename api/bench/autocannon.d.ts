// autocannon ships no types and @types/autocannon is not installed: declare only what the
// benchmarks (login.ts, search.ts) use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn (search.ts cycles through queries). */
    requests?: { method?: string; path: string }[];
    /** Worker threads generating the load, off the calling thread's event loop. */
    workers?: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
