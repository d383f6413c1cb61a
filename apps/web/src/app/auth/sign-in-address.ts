import type { PublicConfig } from '../config/public-config';

/**
 * The address signing in works at, when this page was opened at another one (issue 30 point 6):
 * with PUBLIC_URL set the server answers there only. Null when this address is fine (PUBLIC_URL
 * unset: the server follows the address the browser used).
 */
export function signInAddressElsewhere(
  config: Pick<PublicConfig, 'publicUrl'>,
  here = window.location.origin,
): string | null {
  if (!config.publicUrl) return null;
  return originOf(config.publicUrl) !== here ? config.publicUrl : null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export const wrongAddressMessage = (address: string) =>
  `Paperbridge signs in at ${address} only. Open it there to sign in.`;
