import net from 'node:net';

/** An IPv6 address as its eight 16-bit groups (zone id dropped), or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let a = address.replace(/%.*$/, '');
  if (net.isIP(a) !== 6) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/**
 * The IPv4 addresses an IPv6 address carries and leads to: IPv4-mapped (::ffff:a.b.c.d), NAT64's
 * well-known prefix (64:ff9b::/96, RFC 6052), 6to4 (2002:AABB:CCDD::/48, RFC 3056) and Teredo
 * (2001::/32, RFC 4380: the server's address, and the client's stored inverted).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (!g) return [];
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return [v4(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [v4(g[6]!, g[7]!)];
  if (g[0] === 0x2002) return [v4(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [v4(g[2]!, g[3]!), v4(~g[6]! & 0xffff, ~g[7]! & 0xffff)];
  return [];
}
