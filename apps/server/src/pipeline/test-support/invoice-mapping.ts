import fs from 'node:fs';
import path from 'node:path';
import { corporaDir } from '../../http/mapping/test-support/corpora.ts';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';

export const COOLBLUE = (n: 1 | 2) => path.join(corporaDir, `invoice2data-compare/coolblue${n}.pdf`);

/**
 * A finished Commercial Invoice mapping learned on coolblue1.pdf, as a user makes it: the invoice
 * number (unique key, required) and the total as header fields, article and quantity as columns.
 */
export async function createCoolblueMapping(
  baseUrl: string,
  token: string,
  opts: {
    configName: string;
    clientEmail: string;
    request?: Record<string, unknown>;
    config?: Record<string, unknown>;
  },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    ...opts,
    client: { companyname: 'Coolblue', contectname: 'Bea' },
    docTypeId: 1,
    sample: { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) },
    rows: { Factuurnummer: { field: 'Invoice Number', unique: true }, Totaal: { field: 'Total Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
  });
  return cnId;
}
