import { randomBytes } from 'node:crypto';

const KEY_PREFIX = 'docs-';
// lower-case letters and digits only: a local part that survives every mail system's case folding
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new local part for a mapping's address: `docs-` and 24 base-32 characters (120 random bits),
 * so an address cannot be guessed from another one or from the mapping's name.
 */
export function newInboundEmailKey(): string {
  const bytes = randomBytes(24);
  let out = KEY_PREFIX;
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

export function inboundAddressOf(key: string, domain: string): string {
  return `${key}@${domain}`;
}

/**
 * The mapping key named by an address, or null when the address is not one of ours (another
 * domain, not a docs- local part). Compared case-insensitively: senders' servers may change case.
 */
export function inboundKeyOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at).toLowerCase();
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  return /^docs-[a-z2-7]{24}$/.test(local) ? local : null;
}
