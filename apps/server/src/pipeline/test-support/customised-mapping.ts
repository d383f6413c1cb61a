import fs from 'node:fs';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { COOLBLUE } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';

/**
 * A finished Customised / Handwritten Document mapping (type 4) learned on coolblue1.pdf with an
 * Excel e-mail output, a worksheet tab name and review required: the spreadsheet-type approval
 * (docs/review.md). The invoice number is the Reference Number (unique key), the total the Amount,
 * article and quantity the Description and Quantity columns.
 */
export async function createCustomisedExcelMapping(
  baseUrl: string,
  token: string,
  opts: { configName: string; clientEmail: string; tabName: string },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: opts.configName,
    clientEmail: opts.clientEmail,
    client: { companyname: 'Coolblue', contectname: 'Bea' },
    docTypeId: 4,
    sample: { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) },
    rows: { Factuurnummer: { field: 'Reference Number', unique: true }, Totaal: { field: 'Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
    request: { destinationEmailFileType: 'EXCEL', requiredApproval: true },
    config: { docType: 'Customised / Handwritten Document', excelTabName: opts.tabName },
  });
  return cnId;
}
