import type { EInvoice } from '@paperbridge/engine';
import type { DocumentParty } from '../../../db/schema/index.ts';
import { compact, similarNames } from '../values/document-party.ts';

/**
 * Whether the e-invoice's seller is the supplier of the mapping's sample: a shared tax id or IBAN, or the name. Only
 * then does the mapping's template read this layout, so that its printed values may be compared and used.
 */
export function isSampleSupplier(sample: DocumentParty | null, invoice: EInvoice): boolean {
  if (!sample) return false;
  const s = invoice.seller;
  const ids = [s.vatId, s.taxRegistrationId, s.legalRegistrationId].filter((x): x is string => Boolean(x)).map(compact);
  if (ids.some((id) => sample.taxIds.includes(id))) return true;
  if (invoice.iban && sample.ibans.includes(compact(invoice.iban))) return true;
  return Boolean(sample.name && s.name && similarNames(sample.name, s.name));
}
