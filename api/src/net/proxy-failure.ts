import type { IncomingHttpHeaders } from 'node:http';

/**
 * The header the guarded proxy puts on the answers it makes up itself (a refused target, an
 * upstream it could not reach): for a plain-HTTP page Chromium shows that answer as the page's
 * own, so the capture reads the reason here and reports a failed visit, not a 403 or 502 page.
 */
export const PROXY_FAILURE_HEADER = 'x-vigil-proxy-failure';

const CHROMIUM_NAMES: Record<string, string> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'net::ERR_NAME_NOT_RESOLVED',
  ETIMEDOUT: 'net::ERR_CONNECTION_TIMED_OUT',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  EHOSTUNREACH: 'net::ERR_ADDRESS_UNREACHABLE',
  ENETUNREACH: 'net::ERR_ADDRESS_UNREACHABLE',
};

/** Why the proxy could not reach a target, in the words Chromium uses for the same failure. */
export function proxyFailureReason(error: Error & { code?: string }): string {
  if (error.code === 'FORBIDDEN_TARGET') return error.message;
  return CHROMIUM_NAMES[error.code ?? ''] ?? `net::ERR_FAILED (${error.code ?? error.message})`;
}

/** The proxy's reason on a page's main answer, or null when the site itself answered. */
export function proxyFailureOf(headers: IncomingHttpHeaders | Record<string, string>) {
  const value = headers[PROXY_FAILURE_HEADER];
  return typeof value === 'string' ? value : null;
}
