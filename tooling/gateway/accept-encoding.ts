import type { IncomingMessage } from 'node:http';

/**
 * Whether the request's Accept-Encoding takes `encoding` (RFC 9110 §12.5.3): named with a q-value
 * above 0, or covered by `*` when not named. `br;q=0` refuses brotli even though it names it.
 */
export function acceptsEncoding(req: IncomingMessage, encoding: 'br' | 'gzip'): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const taken = Number.isFinite(weight) && weight > 0;
    if (name === encoding) return taken;
    if (name === '*') wildcard = taken;
  }
  return wildcard;
}
