import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { EInvoice, EInvoiceNumber, EInvoiceParty, EInvoiceSource } from './einvoice.types.ts';
import { invoiceTitle, lineLabel, partyLines } from './render-einvoice-text.ts';
import { winAnsiSafe } from './win-ansi-safe.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZE = 9;
const LEADING = 13;

/** Columns of the line table: where each starts, and whether its text is right-aligned at its end. */
const COLUMNS = [
  { head: 'Description', x: MARGIN, end: 290, right: false },
  { head: 'Quantity', x: 292, end: 352, right: true },
  { head: 'Unit', x: 358, end: 388, right: false },
  { head: 'Unit price', x: 390, end: 452, right: true },
  { head: 'VAT %', x: 454, end: 490, right: true },
  { head: 'Amount', x: 492, end: A4.width - MARGIN, right: true },
] as const;

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** distance from the top of the page to the next line's top */
  y: number;
}

/**
 * An XML e-invoice has no printed page: this draws one (A4, Helvetica, more pages when the lines need them), so
 * a reviewer looks at an invoice, the engine reads it like any text PDF, and every value the e-invoice gives is
 * found on it for its highlight. Labels and values sit on one line ("Invoice number: 471102") as printed invoices
 * write them. Deterministic: the same invoice always gives the same bytes (no dates in the PDF's metadata).
 */
export async function renderEInvoicePdf(invoice: EInvoice, source: Pick<EInvoiceSource, 'syntax' | 'profile'>) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const pen: Pen = {
    doc,
    page: doc.addPage([A4.width, A4.height]),
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: MARGIN,
  };
  const currency = invoice.currency ?? '';
  text(pen, MARGIN, invoiceTitle(invoice.typeCode), { size: 16, bold: true });
  text(pen, A4.width - MARGIN, `E-invoice (${source.syntax}, ${source.profile})`, { size: 7, right: true });
  pen.y += 30;

  const top = pen.y;
  block(pen, MARGIN, 'Seller', invoice.seller);
  const leftEnd = pen.y;
  pen.y = top;
  const facts: [string, string | undefined][] = [
    ['Invoice number', invoice.number],
    ['Issue date', invoice.issueDate],
    ['Due date', invoice.dueDate],
    ['Currency', invoice.currency],
    ['Order reference', invoice.orderReference],
    ['Buyer reference', invoice.buyerReference],
    ['Preceding invoice', invoice.precedingInvoice],
  ];
  for (const [label, value] of facts) if (value) line(pen, 330, `${label}: ${value}`);
  pen.y = Math.max(pen.y, leftEnd) + LEADING;
  block(pen, MARGIN, 'Buyer', invoice.buyer);
  pen.y += LEADING;

  lineTable(pen, invoice);
  pen.y += LEADING;

  const t = invoice.totals;
  const totals: [string, EInvoiceNumber | undefined][] = [
    ['Sum of lines', t.lineTotal],
    ['Allowances', t.allowanceTotal],
    ['Charges', t.chargeTotal],
    ['Total without VAT', t.withoutVat],
    ['VAT', t.vatTotal],
    ['Total with VAT', t.withVat],
    ['Paid', t.paid],
    ['Rounding', t.rounding],
    ['Amount due', t.payable],
  ];
  for (const v of invoice.vatBreakdown) {
    const rate = v.rate ? `${v.rate.text} %` : (v.category ?? '');
    if (v.taxAmount) row(pen, [`VAT ${rate} on ${v.taxableAmount?.text ?? '?'}`, `${v.taxAmount.text} ${currency}`]);
  }
  for (const [label, value] of totals)
    if (value) row(pen, [label, `${value.text} ${currency}`], label === 'Amount due');
  pen.y += LEADING;

  const payment: [string, string | undefined][] = [
    ['Payment terms', invoice.paymentTerms],
    ['IBAN', invoice.iban],
    ['BIC', invoice.bic],
    ['Account name', invoice.accountName],
    ['Payment reference', invoice.paymentReference],
  ];
  for (const [label, value] of payment) if (value) line(pen, MARGIN, `${label}: ${value}`);
  for (const note of invoice.notes) for (const part of wrap(pen, note, A4.width - 2 * MARGIN)) line(pen, MARGIN, part);
  return doc.save({ useObjectStreams: false });
}

function block(pen: Pen, x: number, title: string, party: EInvoiceParty): void {
  line(pen, x, title, true);
  for (const l of partyLines(party)) line(pen, x, l);
}

function lineTable(pen: Pen, invoice: EInvoice): void {
  ensureRoom(pen, 3 * LEADING);
  for (const c of COLUMNS) text(pen, c.right ? c.end : c.x, c.head, { bold: true, right: c.right });
  pen.y += LEADING;
  rule(pen);
  for (const l of invoice.lines) {
    ensureRoom(pen, LEADING);
    const cells = [lineLabel(l), l.quantity?.text, l.unitCode, l.netPrice?.text, l.vatRate?.text, l.netAmount?.text];
    const description = wrap(pen, cells[0] ?? '', COLUMNS[0].end - COLUMNS[0].x);
    COLUMNS.forEach((c, i) => {
      const value = i === 0 ? description[0] : cells[i];
      if (value) text(pen, c.right ? c.end : c.x, value, { right: c.right });
    });
    pen.y += LEADING;
    for (const more of description.slice(1)) line(pen, COLUMNS[0].x, more);
  }
  rule(pen);
}

/** A label at the left margin and its value right-aligned at the right one. */
function row(pen: Pen, [label, value]: [string, string], bold = false): void {
  ensureRoom(pen, LEADING);
  text(pen, 330, label, { bold });
  text(pen, A4.width - MARGIN, value, { bold, right: true });
  pen.y += LEADING;
}

function line(pen: Pen, x: number, value: string, bold = false): void {
  ensureRoom(pen, LEADING);
  text(pen, x, value, { bold });
  pen.y += LEADING;
}

function rule(pen: Pen): void {
  const y = A4.height - pen.y + 3;
  pen.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: rgb(0, 0, 0) });
  pen.y += 4;
}

function ensureRoom(pen: Pen, height: number): void {
  if (pen.y + height <= A4.height - MARGIN) return;
  pen.page = pen.doc.addPage([A4.width, A4.height]);
  pen.y = MARGIN;
}

function text(pen: Pen, x: number, raw: string, o: { size?: number; bold?: boolean; right?: boolean } = {}): void {
  const font = o.bold ? pen.bold : pen.font;
  const size = o.size ?? SIZE;
  const value = winAnsiSafe(font, raw);
  if (!value.trim()) return;
  const width = font.widthOfTextAtSize(value, size);
  // y is the text's top; pdf-lib draws from the baseline
  pen.page.drawText(value, { x: o.right ? x - width : x, y: A4.height - pen.y - size * 0.78, size, font });
}

/** Words over as many lines as the width needs; a word longer than the width is cut. */
function wrap(pen: Pen, raw: string, width: number): string[] {
  const words = winAnsiSafe(pen.font, raw.replace(/\s+/g, ' ').trim()).split(' ');
  const out: string[] = [];
  let current = '';
  for (const w of words) {
    const next = current ? `${current} ${w}` : w;
    if (pen.font.widthOfTextAtSize(next, SIZE) <= width || !current) current = next;
    else {
      out.push(current);
      current = w;
    }
  }
  if (current) out.push(current);
  return out.length ? out : [''];
}
