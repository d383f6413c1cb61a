import dns from 'node:dns/promises';
import net from 'node:net';
import { MAP_MSG } from '@paperbridge/contracts';
import { isBlockedAddress } from './blocked-addresses.ts';
import { allowListed } from './allow-listed.ts';

export class HostNotAllowedError extends Error {
  constructor(
    message: string,
    readonly reason: 'blocked' | 'unresolved',
  ) {
    super(message);
  }
}

export type Lookup = (host: string) => Promise<string[]>;

/** The guard is always on; `allowHosts` (config.ssrf, SSRF_ALLOW_HOSTS) names hosts, addresses or CIDR ranges it lets through anyway. */
export interface SsrfOptions {
  allowHosts?: readonly string[];
  lookup?: Lookup;
}
const systemLookup: Lookup = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * SSRF guard for outbound connections the user configures (FTP hosts, webhook URLs).
 * Resolves the host first and checks every address; any loopback, private, link-local or
 * unique-local address is refused, in every environment, unless the allow-list names the host or
 * the address. Answers the address to connect to, so the connection goes to the address that was
 * checked (no DNS rebinding in between).
 */
export async function resolvePublicHost(host: string, opts: SsrfOptions): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await (opts.lookup ?? systemLookup)(bare);
    } catch {
      throw new HostNotAllowedError(MAP_MSG.hostNotFound, 'unresolved');
    }
  }
  if (!addresses.length) throw new HostNotAllowedError(MAP_MSG.hostNotFound, 'unresolved');
  if (addresses.some((a) => isBlockedAddress(a) && !allowListed(opts.allowHosts, bare, a)))
    throw new HostNotAllowedError(MAP_MSG.hostNotAllowed, 'blocked');
  return addresses[0]!;
}

/** The same guard for a URL (webhooks): http(s) only, host checked as above. */
export async function assertPublicUrl(url: string, opts: SsrfOptions): Promise<URL> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new HostNotAllowedError(MAP_MSG.webhookInvalid, 'blocked');
  await resolvePublicHost(parsed.hostname, opts);
  return parsed;
}
