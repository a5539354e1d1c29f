import { createHmac } from 'node:crypto';

/** `X-Vigil-Signature`: HMAC-SHA256 of `<timestamp>.<body>` with the signing secret, in hex. */
export function signatureOf(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
