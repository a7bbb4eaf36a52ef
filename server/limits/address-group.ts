import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0] ?? '';
  // A trailing dotted quad (::ffff:192.0.2.1) stands for the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What one client is, for counting: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server usually holds a whole /64, so single addresses would cost nothing).
 * IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const groups = hextets(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The block one party usually holds around a client: an IPv6 /48 (a site's allocation, 65,536
 * /64s), or null for IPv4, whose single addresses are already scarce (and shared by many real
 * visitors behind a carrier's NAT).
 */
export function addressBlock(address: string): string | null {
  if (isIPv4(address)) return null;
  const groups = hextets(address);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}
