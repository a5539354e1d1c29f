import http from 'node:http';
import https from 'node:https';
import { pipeline, Transform, Writable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { SsrfGuard } from './guard';
import { FETCH_LIMITS, FetchLimitError, megabytes } from './limits';

export const USER_AGENT = 'VigilBot/1.0 (+https://vigil.example/bot)';
const MAX_REDIRECTS = 10;

export interface FetchedResponse {
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Hop {
  from: string;
  to: string;
  status: number;
}

function decoder(encoding: string | undefined): Transform | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return null;
}

/** GET, or HEAD where only the status matters (a link check: no body to download). */
export type FetchMethod = 'GET' | 'HEAD';

/** Passes bytes on, failing with FetchLimitError once more than `maxBytes` went through. */
function byteLimit(maxBytes: number, what: string) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new FetchLimitError(`${what} larger than ${megabytes(maxBytes)}`));
      else done(null, chunk);
    },
  });
}

/** The response's body, decoded, failing past `maxBytes` on the wire or once decoded. */
function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  const decode = decoder(response.headers['content-encoding']);
  const stages = [
    response,
    byteLimit(maxBytes, 'response'),
    ...(decode ? [decode, byteLimit(maxBytes, 'response once decoded')] : []),
    new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
    }),
  ];
  pipeline(stages, (error) => done(error ?? null, Buffer.concat(chunks)));
}

/**
 * One GET without following redirects; the guard checks the host before the connect. The body
 * is decoded as it streams and the fetch stops at FETCH_LIMITS (bytes on the wire, bytes decoded,
 * total time): a compressed bomb or a trickling server fails with FetchLimitError, having held
 * at most the limit in memory.
 */
export async function fetchOnce(
  guard: SsrfGuard,
  target: string,
  timeoutMs = 15_000,
  method: FetchMethod = 'GET',
  limits = FETCH_LIMITS,
  /** More request headers (a conditional GET's If-None-Match, scans/fingerprint.ts). */
  extraHeaders: Record<string, string> = {},
): Promise<FetchedResponse> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`unsupported protocol ${url.protocol}`);
  }
  guard.assertLiteral(url.hostname);
  const attempt = () => requestOnce(guard, url, timeoutMs, method, limits, extraHeaders);
  try {
    return await attempt();
  } catch (error) {
    // Node keeps connections alive between requests; a server may close an idle one just as it
    // is reused, and the request then fails with a reset before any answer. GET and HEAD are
    // safe to send again, once, on a new connection (what browsers do; seen on a loaded machine).
    if (error instanceof StaleConnectionError) return attempt();
    throw error;
  }
}

/** A request that failed on a kept-alive connection before any answer came back. */
class StaleConnectionError extends Error {}

function requestOnce(
  guard: SsrfGuard,
  url: URL,
  timeoutMs: number,
  method: FetchMethod,
  limits: typeof FETCH_LIMITS,
  extraHeaders: Record<string, string>,
): Promise<FetchedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // The first reason wins: destroying a request also fails its streams with generic errors.
    let failure: Error | null = null;
    let answered = false;
    const fail = (error: Error) => {
      failure ??= staleConnection(error, request.reusedSocket && !answered) ?? error;
      clearTimeout(deadline);
      request.destroy(failure);
      reject(failure);
    };
    const request = client.request(
      url,
      {
        method,
        lookup: guard.lookup,
        timeout: timeoutMs,
        headers: {
          'user-agent': USER_AGENT,
          'accept-encoding': 'gzip, deflate, br',
          accept: '*/*',
          ...extraHeaders,
        },
      },
      (response) => {
        answered = true;
        readBody(response, limits.maxBytes, (error, body) => {
          if (error) return fail(error);
          clearTimeout(deadline);
          resolve({
            url: url.href,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
          });
        });
      },
    );
    const deadline = setTimeout(
      () => fail(new FetchLimitError(`took longer than ${limits.maxMs / 1000} s`)),
      limits.maxMs,
    );
    request.on('timeout', () => fail(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', fail);
    request.end();
  });
}

function staleConnection(error: Error, onReusedSocket: boolean): StaleConnectionError | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (!onReusedSocket || (code !== 'ECONNRESET' && code !== 'EPIPE')) return null;
  return new StaleConnectionError(error.message);
}

/**
 * GET that follows redirects by hand, so every hop goes through the SSRF guard again (a public
 * page redirecting to 169.254.169.254 is refused). Returns the last response and the hops.
 */
export async function safeFetch(
  guard: SsrfGuard,
  target: string,
  method: FetchMethod = 'GET',
): Promise<{ response: FetchedResponse; hops: Hop[] }> {
  const hops: Hop[] = [];
  let current = target;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetchOnce(guard, current, undefined, method);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return { response, hops };
    const next = new URL(location, current).href;
    hops.push({ from: current, to: next, status: response.status });
    current = next;
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects`);
}
