import { createMappingFromSample } from './create-mapping-from-sample.ts';
import { coolblueSample } from './coolblue-mapping.ts';

/**
 * A Commercial Invoice mapping learned from another supplier's plain PDF (Coolblue, Dutch), with the header fields
 * and line-item columns issue 25's "Done when" compares: number, date, seller, currency, net, VAT and grand total,
 * and description, quantity, unit price and amount per line. Answers the configuration's cnId.
 */
export async function createCoolblueEInvoiceMapping(
  baseUrl: string,
  token: string,
  opts: { configName: string; request?: Record<string, unknown> },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: opts.configName,
    clientEmail: `${opts.configName.toLowerCase()}@coolblue.example`,
    client: { companyname: `Coolblue ${opts.configName}`, contectname: 'Bea' },
    docTypeId: 1,
    sample: coolblueSample(),
    rows: {
      Factuurnummer: { field: 'Invoice Number', unique: true },
      Factuurdatum: { field: 'Invoice Date' },
      'Exclusief BTW': { field: 'Subtotal' },
      Totaal: { field: 'Total Amount' },
    },
    rowsByValue: { '€ 124,61': { field: 'Tax Amount' } },
    drawn: [
      { text: 'Coolblue', field: 'Supplier Name' },
      { text: '€', field: 'Currency' },
    ],
    columns: {
      Artikel: 'Description',
      Aantal: 'Quantity',
      'Prijs per stuk': 'Unit Price',
      'Prijs incl. BTW': 'Line Amount',
    },
    request: opts.request,
  });
  return cnId;
}
