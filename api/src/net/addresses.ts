import { BlockList, isIP } from 'node:net';

/**
 * Addresses a crawler must never reach on a customer's behalf (SSRF): loopback, private,
 * carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), unspecified, multicast,
 * reserved, and their IPv6 counterparts (ULA fc00::/7 holds AWS's fd00:ec2::254).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  // Deprecated site-local: still routed inside some networks.
  ['fec0::', 10],
  ['ff00::', 8],
  // Discard-only (RFC 6666) and NAT64 local-use (RFC 8215), whose embedded IPv4 may sit anywhere.
  ['100::', 64],
  ['64:ff9b:1::', 48],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (which `isIP` has accepted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dottedQuad = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries, where the network would deliver to it: IPv4-mapped
 * (::ffff:a.b.c.d), -compatible (::a.b.c.d), -translated (::ffff:0:a.b.c.d), NAT64 well-known
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). Null for any other address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (groups[0] === 0x2002) return dottedQuad(groups[1] ?? 0, groups[2] ?? 0);
  const mapped = zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0);
  const translated = zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !translated && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  if (mapped && groups[5] === 0 && high === 0) return null; // :: and ::1 themselves
  return dottedQuad(high, low);
}

/** Strips the brackets URL.hostname keeps around IPv6 literals. */
export const unbracket = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** Whether an IP address is one the crawler refuses (see `blocked`). */
export function isPrivateAddress(address: string): boolean {
  const ip = unbracket(address);
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(ip);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(ip, 'ipv6');
}

/** VIGIL_ALLOW_PRIVATE_TARGETS: comma-separated host names, IP addresses or CIDRs. */
export interface AllowList {
  hosts: Set<string>;
  addresses: BlockList;
}

export function parseAllowList(value: string | undefined): AllowList {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const entry of (value ?? '').split(',').map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    const [network = '', prefix] = entry.split('/');
    const ip = unbracket(network);
    const family = isIP(ip);
    if (family && prefix !== undefined) {
      addresses.addSubnet(ip, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    } else if (family) {
      addresses.addAddress(ip, family === 4 ? 'ipv4' : 'ipv6');
    } else {
      hosts.add(entry);
    }
  }
  return { hosts, addresses };
}

export function isAllowedAddress(allow: AllowList, address: string): boolean {
  const ip = unbracket(address);
  const family = isIP(ip);
  if (!family) return false;
  return allow.addresses.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
