import { formatDateForLocale, type CompanyLocale, type FieldKind, type TypedValue } from '@paperbridge/contracts';
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

function cell(value: string, separator: string): string {
  const v = neutraliseFormula(value);
  return v.includes(separator) || /["\r\n]/.test(v) || /^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One CSV record with its CRLF, each value quoted when needed and neutralised as above. */
export const csvLine = (cells: string[], separator = ',') =>
  `${cells.map((c) => cell(c, separator)).join(separator)}\r\n`;

/** How a CSV file writes its values (issue 30): the separator and each typed value as text. */
export interface CsvStyle {
  separator: ',' | ';';
  value: (v: TypedValue, kind: FieldKind) => string;
}

/** The documented CSV value format (docs/delivery.md): numbers with a decimal point and no grouping, ISO dates. */
export const csvValue = (v: TypedValue) => (v === null ? '' : String(v));
export const STANDARD_CSV: CsvStyle = { separator: ',', value: csvValue };

/** The company's way (a destination's 'regional' CSV format): its decimal mark (no grouping) and date format; ';' between values when the decimal mark is a comma. */
export function regionalCsv(locale: Pick<CompanyLocale, 'decimal' | 'dateOrder' | 'country'>): CsvStyle {
  return {
    separator: locale.decimal === ',' ? ';' : ',',
    value: (v, kind) => {
      if (v === null) return '';
      if (typeof v === 'number') return locale.decimal === ',' ? String(v).replace('.', ',') : String(v);
      return kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDateForLocale(v, locale) : v;
    },
  };
}

/**
 * RFC 4180 CSV (CRLF, quotes doubled), UTF-8 with a byte order mark so Excel reads accents: the header
 * fields as "Field,Value,As printed" lines (typed values, issue 30: by default amounts with a decimal point and ISO
 * dates; a destination may ask for the company's own format, see regionalCsv),
 * then each table after a blank line as "Table N", its header row and its rows, typed the same way. One file
 * per document, as a person opening it expects.
 */
export function renderCsv(doc: DeliveryDocument, style: CsvStyle = STANDARD_CSV): Buffer {
  const line = (cells: string[]) => csvLine(cells, style.separator);
  let out = '\uFEFF' + line(['Field', 'Value', 'As printed']);
  out += line(['Document kind', doc.documentKind === 'credit_note' ? 'credit note' : 'invoice', '']);
  if (doc.currency) out += line(['Currency code', doc.currency, '']);
  for (const f of doc.fields) out += line([f.name, style.value(f.typed, f.kind), f.value]);
  for (const t of doc.tables) {
    out += `\r\n${line([`Table ${t.tableNumber}`])}${line(t.columns)}`;
    for (const r of t.typedRows) out += line(t.columns.map((_, i) => style.value(r[i] ?? null, t.kinds[i]!)));
  }
  return Buffer.from(out, 'utf8');
}
