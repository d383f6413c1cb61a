import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';

/**
 * A one-page invoice with a text layer, numbered `n`: every number gives other bytes, another invoice
 * number and another total, so documents made from it are neither refused as the same file nor held
 * as possible duplicates. Read in a moment (no OCR): for tests that need many distinct documents.
 */
export async function numberedInvoice(n: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const text = (s: string, x: number, y: number, f = font, size = 11) => page.drawText(s, { x, y, size, font: f });
  text('Harbour Paper Supplies Pty Ltd', 50, 780, bold, 16);
  text('12 Wharf Street, Brisbane QLD 4000', 50, 760);
  text('TAX INVOICE', 400, 780, bold, 14);
  text('Invoice Number:', 50, 700);
  text(`HPS-${10000 + n}`, 170, 700);
  text('Invoice Date:', 50, 680);
  text('03/03/2026', 170, 680);
  text('Description', 50, 620, bold);
  text('Quantity', 330, 620, bold);
  text('Amount', 450, 620, bold);
  text('Copy paper A4', 50, 600);
  text(String(1 + (n % 9)), 330, 600);
  const total = (100 + n * 7.25).toFixed(2);
  text(total, 450, 600);
  text('Total Amount:', 330, 560, bold);
  text(total, 450, 560, bold);
  return pdf.save();
}

export const numberedInvoiceNumber = (n: number) => `HPS-${10000 + n}`;

/** A finished mapping learned on numbered invoice 0: the invoice number (unique key) and the total. */
export async function createNumberedInvoiceMapping(
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
    client: { companyname: 'Harbour Paper Supplies', contectname: 'Hugo' },
    docTypeId: 1,
    sample: { name: 'harbour-0.pdf', bytes: await numberedInvoice(0) },
    rows: { 'Invoice Number': { field: 'Invoice Number', unique: true }, 'Total Amount': { field: 'Total Amount' } },
  });
  return cnId;
}
