import http from 'node:http';
import https from 'node:https';
import { createSsrfGuard } from './guard';

export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * POSTs JSON through the SSRF guard (literal addresses checked first, names at connect time by
 * the guard's lookup), without following redirects, within 5 s. Anything but 2xx rejects.
 */
export async function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: string | undefined,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  /** A flow's webhook node may GET instead (its body then empty). */
  method: 'GET' | 'POST' = 'POST',
): Promise<void> {
  const url = new URL(target);
  const guard = createSsrfGuard(allowPrivate);
  guard.assertLiteral(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  await new Promise<void>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        lookup: guard.lookup,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Vigil-Webhook/1.0',
          ...headers,
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`the receiver answered ${status}`));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
