import net from 'node:net';

/**
 * True when the SSRF allow-list (SSRF_ALLOW_HOSTS) names the host as written, the address it
 * resolved to, or a CIDR range holding that address.
 */
export function allowListed(allowHosts: readonly string[] | undefined, host: string, address: string): boolean {
  if (!allowHosts?.length) return false;
  const name = host.toLowerCase();
  const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return allowHosts.some((entry) => {
    if (entry === name || entry === address.toLowerCase()) return true;
    const [prefix, bits] = entry.split('/');
    if (!bits || !net.isIP(prefix!)) return false;
    const list = new net.BlockList();
    const entryFamily = net.isIP(prefix!) === 6 ? 'ipv6' : 'ipv4';
    try {
      list.addSubnet(prefix!, Number(bits), entryFamily);
      return list.check(address, family);
    } catch {
      return false;
    }
  });
}
