import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The API's own default (api/src/env.ts VIGIL_TRUSTED_PROXIES): a proxy on this machine. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1';

/** The names Fastify's trustProxy (proxy-addr) accepts besides addresses and subnets. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4 peer on a dual-stack socket reads `::ffff:127.0.0.1`: the list names it as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function addEntry(list: BlockList, entry: string) {
  const [address, bits] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family) throw new Error(`trusted proxy "${entry}" is not an address, subnet or name`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(address!, type);
  else list.addSubnet(address!, Number(bits), type);
}

/**
 * Whether a peer is a proxy whose X-Forwarded-* headers are believed: the same comma list the
 * API's `trustProxy` reads (addresses, CIDR subnets, loopback/linklocal/uniquelocal), so the
 * gateway believes exactly the proxies the API would have believed had they reached it directly.
 */
export function trustedProxies(list: string): (peer: string) => boolean {
  const trusted = new BlockList();
  for (const entry of list.split(',').map((item) => item.trim().toLowerCase())) {
    if (!entry) continue;
    for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(trusted, range);
  }
  return (peer) => {
    const address = plainAddress(peer);
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The nearest proxy's word: the last of a comma list, as Fastify reads it. */
function lastValue(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  return joined?.split(',').at(-1)?.trim() || undefined;
}

/**
 * The scheme and host the client used, for the API's X-Forwarded-Proto/-Host (its links: the
 * OpenAPI servers URL, status page and badge addresses). The gateway itself listens on plain
 * HTTP; behind a TLS-terminating proxy the client's scheme is what that proxy says, but only a
 * trusted proxy is believed: anyone else could claim https (or any host) for themselves.
 */
export function clientOrigin(req: IncomingMessage, isTrusted: (peer: string) => boolean) {
  const own = { proto: 'http', host: req.headers.host ?? '' };
  if (!isTrusted(req.socket.remoteAddress ?? '')) return own;
  const proto = lastValue(req.headers['x-forwarded-proto'])?.toLowerCase();
  const host = lastValue(req.headers['x-forwarded-host']);
  return {
    proto: proto === 'https' || proto === 'http' ? proto : own.proto,
    host: host ?? own.host,
  };
}
