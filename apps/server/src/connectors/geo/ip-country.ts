import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';

/**
 * The country an IP address is registered in, from an embedded database (`@ip-location-db/geo-whois-asn-country`,
 * CC0, built from the regional internet registries' WHOIS and ASN data): no call leaves the machine. Good enough to
 * guess a sign-up form's country; null for private, loopback and unknown addresses.
 */
interface Ranges {
  starts: bigint[];
  ends: bigint[];
  countries: string[];
}

const require = createRequire(import.meta.url);
const cache: { v4?: Ranges; v6?: Ranges } = {};

function load(kind: 'ipv4' | 'ipv6'): Ranges {
  const file = require.resolve(`@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-${kind}-num.csv`);
  const ranges: Ranges = { starts: [], ends: [], countries: [] };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [start, end, country] = line.split(',');
    if (!start || !end || !country) continue;
    ranges.starts.push(BigInt(start));
    ranges.ends.push(BigInt(end));
    ranges.countries.push(country.trim().toUpperCase());
  }
  return ranges;
}

function lookup(r: Ranges, n: bigint): string | null {
  let lo = 0;
  let hi = r.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (r.starts[mid]! > n) hi = mid - 1;
    else if (r.ends[mid]! < n) lo = mid + 1;
    else return r.countries[mid]!;
  }
  return null;
}

const v4ToNumber = (ip: string) => ip.split('.').reduce((n, part) => (n << 8n) + BigInt(Number(part)), 0n);

function v6ToNumber(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = parts(tail);
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g || '0', 16)), 0n);
}

/** ISO 3166-1 alpha-2 of the address's registry country, or null. */
export function countryOfIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const ip = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = net.isIP(ip);
  if (family === 4) {
    if (/^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(ip)) return null;
    return lookup((cache.v4 ??= load('ipv4')), v4ToNumber(ip));
  }
  if (family === 6) {
    if (/^(::1?$|fe[89ab]|f[cd])/i.test(ip)) return null;
    return lookup((cache.v6 ??= load('ipv6')), v6ToNumber(ip));
  }
  return null;
}
