import type { PublicConfig } from '../config/public-config';

/** Address of the external AI app for the legal (DA) and medicine (IG) entries, or null when not configured. */
export function externalAppUrl(
  config: Pick<PublicConfig, 'aiSiteUrl'>,
  page: 'legal' | 'medicine',
  token: string,
  ref?: string,
): string | null {
  if (!config.aiSiteUrl) return null;
  const url = new URL(config.aiSiteUrl, window.location.origin);
  url.searchParams.set('page', page);
  url.searchParams.set('token', token);
  if (ref) url.searchParams.set('ref', ref);
  return url.toString();
}
