/*
 * How a receiver checks that a webhook call came from Vigil, said once: the alert and flow screens
 * show these, docs/webhooks.md holds the same snippets, and api/src/notify/webhook-recipe.test.ts
 * runs both against a real delivery, so the screens, the docs and the sender cannot drift apart.
 * What the API does is api/src/notify/send.ts (signature.ts).
 */

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`, keyed with the secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Vigil-Signature';
/** The Unix time (seconds) of the call, signed with the body. */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Vigil-Timestamp';
/** How old a call a receiver accepts in the snippets: an older one may be a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Node.js (18+): headers as Node gives them (lower-case names), the body as received. */
const NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// headers: the request's headers as Node gives them (lower-case names).
// rawBody: the body exactly as received (a Buffer or string), before any JSON parsing.
export function isFromVigil(secret, headers, rawBody) {
  const timestamp = String(headers['x-vigil-timestamp'] ?? '');
  const given = Buffer.from(String(headers['x-vigil-signature'] ?? ''));
  const hmac = createHmac('sha256', secret);
  hmac.update(timestamp + '.');
  hmac.update(rawBody);
  const expected = Buffer.from('sha256=' + hmac.digest('hex'));
  // An old timestamp may be a replayed call.
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= ${WEBHOOK_TOLERANCE_SECONDS};
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}
`;

/** Python 3: headers as a mapping (Flask's request.headers), the body as bytes. */
const PYTHON = `import hashlib
import hmac
import time


# headers: the request's headers (e.g. Flask's request.headers).
# raw_body: the body exactly as received, as bytes (e.g. request.get_data()).
def is_from_vigil(secret: str, headers, raw_body: bytes) -> bool:
    timestamp = headers.get("X-Vigil-Timestamp", "")
    given = headers.get("X-Vigil-Signature", "")
    signed = timestamp.encode() + b"." + raw_body
    expected = "sha256=" + hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    # An old timestamp may be a replayed call.
    fresh = timestamp.isdigit() and abs(time.time() - int(timestamp)) <= ${WEBHOOK_TOLERANCE_SECONDS}
    return fresh and hmac.compare_digest(given.encode(), expected.encode())
`;

/** The verification snippets a receiver copies, by language, as the screens and docs show them. */
export const WEBHOOK_VERIFY_SNIPPETS = [
  { language: 'node', name: 'Node.js', fence: 'js', code: NODE },
  { language: 'python', name: 'Python', fence: 'python', code: PYTHON },
] as const;
