import fs from 'node:fs';
import path from 'node:path';
import { corporaDir } from '../corpora/corpora-dir.ts';
import { createMappingFromSample } from './create-mapping-from-sample.ts';

/** coolblue1.pdf and coolblue2.pdf: two invoices of one supplier, one layout (the standard sample and its twin). */
export const COOLBLUE = (n: 1 | 2) => path.join(corporaDir, `invoice2data-compare/coolblue${n}.pdf`);

/** coolblue1.pdf as a mapping's sample (read when a test makes one: the corpora may be missing). */
export const coolblueSample = () => ({
  name: 'coolblue1.pdf',
  bytes: fs.readFileSync(COOLBLUE(1)),
  type: 'application/pdf',
});

/**
 * The standard Commercial Invoice mapping of the tests, learned on coolblue1.pdf through the calls the wizard
 * makes: the invoice number (unique key, required) and the total as header fields, article and quantity as
 * columns. Answers the new configuration's cnId.
 */
export async function createCoolblueMapping(
  baseUrl: string,
  token: string,
  opts: {
    configName: string;
    clientEmail: string;
    /** the test made this client already (CreateUser would refuse the address a second time) */
    clientExists?: boolean;
    request?: Record<string, unknown>;
    config?: Record<string, unknown>;
  },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: opts.configName,
    clientEmail: opts.clientEmail,
    client: opts.clientExists ? undefined : { companyname: 'Coolblue', contectname: 'Bea' },
    request: opts.request,
    config: opts.config,
    docTypeId: 1,
    sample: coolblueSample(),
    rows: { Factuurnummer: { field: 'Invoice Number', unique: true }, Totaal: { field: 'Total Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
  });
  return cnId;
}
