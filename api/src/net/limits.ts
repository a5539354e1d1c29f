/**
 * How much one fetch may bring home. A page or file is decoded (gzip, deflate, br) as it streams
 * and the fetch stops at these limits, so a small compressed "bomb" (2 MB of gzip that inflates
 * to 2 GB) costs at most MAX_DECODED_BYTES of memory, not the worker.
 */
export const FETCH_LIMITS = {
  /** Bytes on the wire and bytes once decoded, each. */
  maxBytes: 10 * 1024 * 1024,
  /** The whole fetch, connect to last byte (a trickling server cannot hold a crawl forever). */
  maxMs: 30_000,
};

/**
 * What one browser page may receive, counted decoded (as Chromium hands data to the page): one
 * response, and all of the page's responses together. A page over either is closed.
 */
export const BROWSER_LIMITS = {
  maxResponseBytes: 50 * 1024 * 1024,
  maxPageBytes: 200 * 1024 * 1024,
};

/** A response over a size or time limit: the fetched page's finding, never a crash. */
export class FetchLimitError extends Error {
  readonly code = 'FETCH_LIMIT';
}

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
