import type { MappingEndpoints } from '../../db/schema/index.ts';

/** The destinations a mapping sends to, by the names the milestone trail shows (spec 002 §3 targetDestination). */
export function mappingDestinations(e: MappingEndpoints): string[] {
  const out: string[] = [];
  if (e.destinationEmails.length) out.push('Email');
  if (e.ftpOut) out.push('FTP');
  if (e.webhookEndPoint) out.push('Webhook');
  if (e.integrationType)
    out.push(
      e.integrationType === 'QUICKBOOK' ? 'QuickBooks' : e.integrationType === 'XERO' ? 'Xero' : e.integrationType,
    );
  if (e.enterpriseRequest) out.push('Enterprise');
  return out;
}
