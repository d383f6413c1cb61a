import type { TypedValue } from '@paperbridge/contracts';
import type { DeliveryDocument } from './delivery-document.ts';

/**
 * A value a spreadsheet program would run as a formula (=, +, -, @, tab, CR first: OWASP's CSV
 * injection list) is prefixed with an apostrophe, unless it is a plain number such as '-12.50',
 * which must stay a number.
 */
export function neutraliseFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  if (/^[+-]?\d[\d,]*(\.\d+)?$/.test(value)) return value;
  return `'${value}`;
}

function cell(value: string): string {
  const v = neutraliseFormula(value);
  return /[",\r\n]/.test(v) || /^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One CSV record with its CRLF, each value quoted when needed and neutralised as above. */
export const csvLine = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;

/** The documented CSV value format (docs/delivery.md): numbers with a decimal point and no grouping, ISO dates. */
export const csvValue = (v: TypedValue) => (v === null ? '' : String(v));

/**
 * RFC 4180 CSV (CRLF, quotes doubled), UTF-8 with a byte order mark so Excel reads accents: the header
 * fields as "Field,Value,As printed" lines (typed values, issue 30: amounts with a decimal point, ISO dates),
 * then each table after a blank line as "Table N", its header row and its rows, typed the same way. One file
 * per document, as a person opening it expects.
 */
export function renderCsv(doc: DeliveryDocument): Buffer {
  let out = '\uFEFF' + csvLine(['Field', 'Value', 'As printed']);
  out += csvLine(['Document kind', doc.documentKind === 'credit_note' ? 'credit note' : 'invoice', '']);
  if (doc.currency) out += csvLine(['Currency code', doc.currency, '']);
  for (const f of doc.fields) out += csvLine([f.name, csvValue(f.typed), f.value]);
  for (const t of doc.tables) {
    out += `\r\n${csvLine([`Table ${t.tableNumber}`])}${csvLine(t.columns)}`;
    for (const r of t.typedRows) out += csvLine(t.columns.map((_, i) => csvValue(r[i] ?? null)));
  }
  return Buffer.from(out, 'utf8');
}
