import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { SsrfGuard } from './guard';

export const USER_AGENT = 'VigilBot/1.0 (+https://vigil.example/bot)';
const MAX_BODY_BYTES = 10 * 1024 * 1024;
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

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** GET, or HEAD where only the status matters (a link check: no body to download). */
export type FetchMethod = 'GET' | 'HEAD';

/** One GET without following redirects; the guard checks the host before the connect. */
export async function fetchOnce(
  guard: SsrfGuard,
  target: string,
  timeoutMs = 15_000,
  method: FetchMethod = 'GET',
): Promise<FetchedResponse> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`unsupported protocol ${url.protocol}`);
  }
  guard.assertLiteral(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
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
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) return request.destroy(new Error('response too large'));
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          try {
            const body = decode(Buffer.concat(chunks), response.headers['content-encoding']);
            resolve({
              url: url.href,
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
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
