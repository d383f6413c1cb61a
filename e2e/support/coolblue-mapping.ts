import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { sampleFile } from './sample-file.ts';

export const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora');
export const coolblue = (n: 1 | 2) => path.join(corpora, `invoice2data-compare/coolblue${n}.pdf`);

/** coolblue1.pdf as the sample of a mapping of this type (read when a test makes one: the corpus may be missing). */
export const coolblueSample = () => sampleFile(coolblue(1), 'application/pdf');

/**
 * A finished Commercial Invoice mapping learned on coolblue1.pdf through the API calls the wizard makes:
 * the invoice number (unique key, required) and the total as header fields, article and quantity as columns.
 */
export async function createCoolblueMappingByApi(
  baseUrl: string,
  token: string,
  o: {
    configName: string;
    clientEmail: string;
    /** the test made this client already (CreateUser would refuse the address a second time) */
    clientExists?: boolean;
    request?: Record<string, unknown>;
    config?: Record<string, unknown>;
  },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: o.configName,
    clientEmail: o.clientEmail,
    client: o.clientExists ? undefined : { companyname: 'Coolblue', contectname: 'Bea' },
    request: o.request,
    docTypeId: 1,
    sample: coolblueSample(),
    rows: { Factuurnummer: { field: 'Invoice Number', unique: true }, Totaal: { field: 'Total Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
    config: { docType: 'Commercial Invoice', ...o.config },
  });
  return cnId;
}
