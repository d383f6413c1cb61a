import net from 'node:net';

type Range = readonly [prefix: string, bits: number];

/**
 * The entries of IANA's IPv4 and IPv6 Special-Purpose Address Registries that are not globally
 * reachable (RFC 6890, registries as of 2025), with multicast, the deprecated site-local prefix and
 * the deprecated IPv4-compatible and IPv4-translated forms, which no public host uses.
 */
const NOT_GLOBAL_V4: Range[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery...)
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast 255.255.255.255
];
const NOT_GLOBAL_V6: Range[] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments (exceptions below)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing SIDs
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

/** Globally reachable entries inside the blocks above (Teredo is judged by the IPv4 it embeds instead). */
const GLOBAL_V4: Range[] = [
  ['192.0.0.9', 32], // PCP anycast
  ['192.0.0.10', 32], // TURN anycast
];
const GLOBAL_V6: Range[] = [
  ['2001::', 32], // Teredo
  ['2001:1::1', 128], // PCP anycast
  ['2001:1::2', 128], // TURN anycast
  ['2001:1::3', 128], // DNS-SD SRP anycast
  ['2001:3::', 32], // AMT
  ['2001:4:112::', 48], // AS112-v6
  ['2001:20::', 28], // ORCHIDv2
  ['2001:30::', 28], // drone remote ID
];

function listOf(v4: Range[], v6: Range[]): net.BlockList {
  const list = new net.BlockList();
  for (const [prefix, bits] of v4) list.addSubnet(prefix, bits, 'ipv4');
  for (const [prefix, bits] of v6) list.addSubnet(prefix, bits, 'ipv6');
  return list;
}

export const notGlobal = listOf(NOT_GLOBAL_V4, NOT_GLOBAL_V6);
export const globalExceptions = listOf(GLOBAL_V4, GLOBAL_V6);
