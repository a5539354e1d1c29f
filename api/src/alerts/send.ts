import { createHmac } from 'node:crypto';
import { postJson } from '../net/post-json';

/** `X-Vigil-Signature`: HMAC-SHA256 of `<timestamp>.<body>` with the alert's secret, in hex. */
export function signatureOf(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Signs and sends a webhook body. */
export function sendWebhook(
  target: string,
  secret: string,
  payload: unknown,
  allowPrivate: string | undefined,
  now = new Date(),
) {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return postJson(
    target,
    body,
    { 'x-vigil-timestamp': timestamp, 'x-vigil-signature': signatureOf(secret, timestamp, body) },
    allowPrivate,
  );
}
