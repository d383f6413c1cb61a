import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { coolblueSample } from './coolblue-mapping.ts';

/**
 * A finished Customised / Handwritten Document mapping (type 4) learned on coolblue1.pdf with an
 * Excel e-mail output, a worksheet tab name and review required: the spreadsheet-type approval
 * (docs/review.md). Reference Number (the invoice number, unique key) and Amount (the total) as
 * header fields, Description and Quantity (article and quantity) as columns.
 */
export async function createCustomisedExcelMappingByApi(
  baseUrl: string,
  token: string,
  o: { configName: string; clientEmail: string; tabName: string },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: o.configName,
    clientEmail: o.clientEmail,
    client: { companyname: 'Coolblue', contectname: 'Bea' },
    docTypeId: 4,
    sample: coolblueSample(),
    rows: { Factuurnummer: { field: 'Reference Number', unique: true }, Totaal: { field: 'Amount' } },
    columns: { Artikel: 'Description', Aantal: 'Quantity' },
    request: { destinationEmailFileType: 'EXCEL', requiredApproval: true },
    config: { docType: 'Customised / Handwritten Document', excelTabName: o.tabName },
  });
  return cnId;
}
