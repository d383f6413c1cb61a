import net from 'node:net';
import { embeddedIpv4 } from './embedded-ipv4.ts';
import { globalExceptions, notGlobal } from './special-purpose-ranges.ts';

const blockedV4 = (a: string) => notGlobal.check(a, 'ipv4') && !globalExceptions.check(a, 'ipv4');

/**
 * True for an address no outbound connection of the product may reach: anything IANA's
 * special-purpose registries call not globally reachable (loopback, private, link-local, CGNAT,
 * documentation, benchmarking...), and an IPv6 address whose embedded IPv4 address is one of those
 * (::ffff:127.0.0.1, 64:ff9b::a00:1, 2002:7f00:1::), since traffic to it ends at that IPv4 address.
 */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blockedV4(address);
  if (family === 6) {
    const bare = address.replace(/%.*$/, '');
    if (notGlobal.check(bare, 'ipv6') && !globalExceptions.check(bare, 'ipv6')) return true;
    return embeddedIpv4(bare).some(blockedV4);
  }
  return true;
}
