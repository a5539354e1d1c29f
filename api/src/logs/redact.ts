export const REDACTED = '[redacted]';
/** Each payload is kept up to this many characters of JSON text. */
export const MAX_PAYLOAD_CHARS = 16 * 1024;
/** Deeper than this a payload is not walked (a 1 MB body can nest far past the stack). */
const MAX_DEPTH = 32;

/**
 * A field or query parameter whose name looks like a credential, case-insensitively, anywhere in
 * the name (`access`, `refreshToken`, `X-Api-Key`, `sessionid`, `new_password`…). By rule, not by
 * list: a field added tomorrow is covered. A webhook URL is a credential too (whoever has Slack's
 * can post to the channel). Over-redaction (`cookies` counts, `status_code`) is the
 * accepted price; `accessibility`, `keyword` and `author` are the ordinary words kept.
 */
const CREDENTIAL_NAME =
  /token|access|refresh|key|secret|passw|pwd|passphrase|code|auth|cookie|session|credential|signature|jwt|bearer|csrf|private|webhook/i;
const ORDINARY_WORDS = /accessib|keyword|author(?!i[sz])/gi;

export const isCredentialName = (name: string) =>
  CREDENTIAL_NAME.test(name.replace(ORDINARY_WORDS, ''));

/** A JWT (three base64url parts, the first a JSON header: `eyJ`) anywhere in the text. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/;
/** `Bearer x`, `Token x`, `Basic x` with a credential-sized x, anywhere in the text. */
const SCHEME_CREDENTIAL = /\b(?:bearer|token|basic)\s+[\w\-.~+/]{16,}=*/i;
/**
 * A whole value that looks like a generated key: one word of 32+ key characters mixing upper case,
 * lower case and digits (Vigil's keys and refresh tokens, Stripe's, cloud access keys). UUIDs and
 * hex hashes are lower case, URLs and paths hold ':' or start with '/', so they are kept.
 */
const KEY_LIKE = /^(?!\/)[\w\-+/]{32,}={0,2}$/;
const looksLikeKey = (text: string) =>
  KEY_LIKE.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text);

export const isCredentialValue = (text: string) =>
  JWT.test(text) || SCHEME_CREDENTIAL.test(text) || looksLikeKey(text);

/** A secret field's value: gone, unless it cannot hold a secret (null, true/false). */
const redactField = (value: unknown) =>
  value === null || typeof value === 'boolean' ? value : REDACTED;

/**
 * A copy of a parsed JSON value with every credential redacted at any depth: the value of each
 * field with a credential-like name, and any string that looks like a token or key, wherever it is.
 */
export function redactValue(value: unknown, depth = 0, secretNames: string[] = []): unknown {
  if (typeof value === 'string') return isCredentialValue(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, secretNames));
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    copy[name] =
      isCredentialName(name) || secretNames.includes(name)
        ? redactField(item)
        : redactValue(item, depth + 1, secretNames);
  }
  return copy;
}

/** The URL with the values of credential-like query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if ([...params.keys()].length === 0) return url.slice(0, at);
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    if (isCredentialName(name) || values.some(isCredentialValue)) params.set(name, REDACTED);
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

export interface StoredPayload {
  text: string | null;
  truncated: boolean;
}

/**
 * Redacted JSON text of a parsed body, cut to MAX_PAYLOAD_CHARS; null text for no body. Besides
 * credential-like names and values, the fields the endpoint's schema marks secret (`secretNames`,
 * a secret's `value`) are redacted wherever they are.
 */
export function storedPayload(value: unknown, secretNames: string[] = []): StoredPayload {
  if (value === undefined) return { text: null, truncated: false };
  const text = JSON.stringify(redactValue(value, 0, secretNames)) ?? null;
  if (text === null || text.length <= MAX_PAYLOAD_CHARS) return { text, truncated: false };
  return { text: text.slice(0, MAX_PAYLOAD_CHARS), truncated: true };
}

/**
 * What Fastify is about to send, as JSON: our routes answer JSON strings; files (artifacts) are
 * Buffers or streams and are not kept.
 */
export function parseResponsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length === 0) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}
