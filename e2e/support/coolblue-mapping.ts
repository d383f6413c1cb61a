import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMappingByApi } from './create-mapping-by-api.ts';

export const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora');
export const coolblue = (n: 1 | 2) => path.join(corpora, `invoice2data-compare/coolblue${n}.pdf`);

/** coolblue1.pdf as the sample of a mapping of this type. */
export const coolblueSample = { file: coolblue(1), name: 'coolblue1.pdf', type: 'application/pdf' };

/**
 * A finished Commercial Invoice mapping learned on coolblue1.pdf through the API calls the wizard makes:
 * the invoice number (unique key, required) and the total as header fields, article and quantity as columns.
 */
export function createCoolblueMappingByApi(
  baseUrl: string,
  token: string,
  o: { configName: string; clientEmail: string; request?: Record<string, unknown>; config?: Record<string, unknown> },
): Promise<string> {
  return createMappingByApi(baseUrl, token, {
    ...o,
    client: { companyname: 'Coolblue', contectname: 'Bea' },
    docType: { id: 1, name: 'Commercial Invoice' },
    sample: coolblueSample,
    rows: { Factuurnummer: { field: 'Invoice Number', unique: true }, Totaal: { field: 'Total Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
  });
}
