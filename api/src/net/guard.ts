import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import {
  isAllowedAddress,
  isPrivateAddress,
  parseAllowList,
  unbracket,
  type AllowList,
} from './addresses';

/** A target the SSRF guard refuses; the message names the host, never a credential. */
export class ForbiddenTargetError extends Error {
  readonly code = 'FORBIDDEN_TARGET';
  constructor(host: string, address: string) {
    super(`refused: ${host} resolves to a private or local address (${address})`);
  }
}

const LOCAL_NAME = /(^|\.)localhost$/;

export type SsrfGuard = ReturnType<typeof createSsrfGuard>;

/** The name's addresses, or none when DNS fails or takes longer than `timeoutMs`. */
function addressesWithin(hostname: string, timeoutMs: number): Promise<string[]> {
  return new Promise<string[]>((resolve) => {
    const timer = setTimeout(() => resolve([]), timeoutMs);
    dnsLookup(hostname, { all: true }, (error, found) => {
      clearTimeout(timer);
      resolve(error ? [] : found.map((a) => a.address));
    });
  });
}

/**
 * The one SSRF policy: a host is refused when any address it resolves to is loopback, private,
 * link-local, metadata, unspecified or IPv6 ULA, unless VIGIL_ALLOW_PRIVATE_TARGETS allows its
 * name or address. `lookup` plugs the same check into every connection (so a DNS answer cannot
 * change between the check and the connect), `checkHost` answers without connecting.
 */
export function createSsrfGuard(allowPrivate: string | AllowList | undefined) {
  const allow = typeof allowPrivate === 'object' ? allowPrivate : parseAllowList(allowPrivate);

  function refusedAddress(host: string, addresses: string[]): string | undefined {
    if (allow.hosts.has(host)) return undefined;
    return addresses.find(
      (address) => isPrivateAddress(address) && !isAllowedAddress(allow, address),
    );
  }

  /** Literal IPs and localhost names, decided without DNS; null = a name DNS must answer. */
  function literalVerdict(hostname: string): boolean | null {
    const host = unbracket(hostname.toLowerCase()).replace(/\.$/, '');
    if (allow.hosts.has(host)) return true;
    if (isIP(host)) return refusedAddress(host, [host]) === undefined;
    if (LOCAL_NAME.test(host)) return false;
    return null;
  }

  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = refusedAddress(
        hostname.toLowerCase(),
        addresses.map((a) => a.address),
      );
      if (refused) return callback(new ForbiddenTargetError(hostname, refused), '', 4);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };

  return {
    lookup,
    /** Throws ForbiddenTargetError for a literal IP or localhost name the policy refuses. */
    assertLiteral(hostname: string) {
      if (literalVerdict(hostname) === false)
        throw new ForbiddenTargetError(hostname, unbracket(hostname));
    },
    /**
     * Checks a host before anything is fetched: literals directly, names through DNS (bounded by
     * `timeoutMs`). A name that does not resolve is accepted: the crawl then fails and says so.
     */
    async checkHost(hostname: string, timeoutMs = 2000): Promise<void> {
      const verdict = literalVerdict(hostname);
      if (verdict === false) throw new ForbiddenTargetError(hostname, unbracket(hostname));
      if (verdict === true) return;
      const addresses = await addressesWithin(hostname, timeoutMs);
      const refused = refusedAddress(hostname.toLowerCase(), addresses);
      if (refused) throw new ForbiddenTargetError(hostname, refused);
    },
  };
}

/**
 * A guard that refuses every target: for a browser that must reach nothing at all (the report
 * renderer), still wired through the same guarded proxy so no request can leave it directly.
 */
export const refuseEveryTarget: SsrfGuard = {
  lookup: (hostname, _options, callback) =>
    callback(new ForbiddenTargetError(hostname, 'no network'), '', 4),
  assertLiteral(hostname) {
    throw new ForbiddenTargetError(hostname, 'no network');
  },
  checkHost: (hostname) => Promise.reject(new ForbiddenTargetError(hostname, 'no network')),
};

/**
 * Checks `hostname` as the guard would before a call, at input time: a private or local address
 * is thrown as the caller's `refusal` (worded for its field); any other failure as it came.
 */
export async function assertPublicHost(
  guard: Pick<SsrfGuard, 'checkHost'>,
  hostname: string,
  refusal: (error: ForbiddenTargetError) => Error,
) {
  try {
    await guard.checkHost(hostname);
  } catch (error) {
    if (error instanceof ForbiddenTargetError) throw refusal(error);
    throw error;
  }
}
