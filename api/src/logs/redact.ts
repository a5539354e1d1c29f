/** Field names whose values never reach the log, at any depth (server.md §7). */
const SECRET_FIELDS = new Set([
  'password',
  'token',
  'refresh',
  'api_token',
  'secret',
  'code',
  'client_secret',
]);
/** Query parameters whose values are dropped: anything that looks like a credential. */
const SECRET_PARAM = /token|password|secret|key|code/i;
export const REDACTED = '[redacted]';
/** Each payload is kept up to this many characters of JSON text. */
export const MAX_PAYLOAD_CHARS = 16 * 1024;
/** Deeper than this a payload is not walked (a 1 MB body can nest far past the stack). */
const MAX_DEPTH = 32;

const isSecretField = (name: string) =>
  SECRET_FIELDS.has(name.toLowerCase()) || /password|secret/i.test(name);

/** A copy of a parsed JSON value with every secret field's value replaced by "[redacted]". */
export function redactValue(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    copy[name] = isSecretField(name) ? REDACTED : redactValue(item, depth + 1);
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
    if (SECRET_PARAM.test(name)) params.set(name, REDACTED);
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

export interface StoredPayload {
  text: string | null;
  truncated: boolean;
}

/** Redacted JSON text of a parsed body, cut to MAX_PAYLOAD_CHARS; null text for no body. */
export function storedPayload(value: unknown): StoredPayload {
  if (value === undefined) return { text: null, truncated: false };
  const text = JSON.stringify(redactValue(value)) ?? null;
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
