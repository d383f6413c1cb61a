import type { DeliveryDocument } from '../render/delivery-document.ts';

/** How a bill or a receipt reads values off a delivered document: the typed value first, else the text. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;

/** ISO dates, day-first numeric dates (the product's home markets write 31/12/2025) and '12 March 2025'. */
export function readDate(raw: string | undefined): string | null {
  const s = (raw ?? '').trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(s);
  if (m) return iso(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(s);
  if (m && MONTHS.includes(m[2]!)) return iso(+m[3]!, MONTHS.indexOf(m[2]!) + 1, +m[1]!);
  return null;
}

/** '1,250.00', '€ 1.250,00', '12,50', '-12.50' → numbers; text without digits → null. */
export function readAmount(raw: string | undefined): number | null {
  let s = (raw ?? '').replace(/[^\d.,-]/g, '');
  if (!/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma > lastDot && (lastDot >= 0 || /,\d{1,2}$/.test(s))) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(/,/g, '');
  const n = Number(s);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

export const fieldOf = (doc: DeliveryDocument, ...names: string[]) =>
  doc.fields.find((f) => names.some((n) => f.name.toLowerCase() === n.toLowerCase()));
export const fieldText = (doc: DeliveryDocument, ...names: string[]) => fieldOf(doc, ...names)?.value;
/** The typed value when the pipeline could read it by the document's conventions (issue 30), else read here. */
export const amountOf = (doc: DeliveryDocument, ...names: string[]) => {
  const f = fieldOf(doc, ...names);
  return typeof f?.typed === 'number' ? f.typed : readAmount(f?.value);
};
export const dateOf = (doc: DeliveryDocument, ...names: string[]) => {
  const f = fieldOf(doc, ...names);
  return f?.kind === 'date' && typeof f.typed === 'string' ? f.typed : readDate(f?.value);
};
const column = (columns: string[], ...names: string[]) =>
  columns.findIndex((c) => names.some((n) => c.toLowerCase() === n.toLowerCase()));

export interface DocumentLine {
  description: string;
  quantity: number;
  unitAmount: number;
}

/** The column headers a line is read from, by what they hold. */
export interface LineColumns {
  description: string[];
  quantity: string[];
  unit: string[];
  amount: string[];
}

export const INVOICE_COLUMNS: LineColumns = {
  description: ['Description', 'Item', 'Product', 'Article'],
  quantity: ['Quantity', 'Qty'],
  unit: ['Unit Price', 'Unit Amount', 'Rate', 'Price'],
  amount: ['Amount', 'Line Total', 'Total'],
};

/**
 * The first table's rows as lines (Unit Price, or Amount divided by Quantity), all or none: `lines`
 * is empty unless every row has an amount. `descriptions` names every row's item either way.
 */
export function tableLines(doc: DeliveryDocument, names: LineColumns, fallbackDescription: string) {
  const table = doc.tables[0];
  const descriptions: string[] = [];
  const lines: DocumentLine[] = [];
  if (!table) return { lines, descriptions };
  const c = {
    description: column(table.columns, ...names.description),
    quantity: column(table.columns, ...names.quantity),
    unit: column(table.columns, ...names.unit),
    amount: column(table.columns, ...names.amount),
  };
  for (const [r, row] of table.rows.entries()) {
    const typed = table.typedRows[r] ?? [];
    const num = (i: number) =>
      i < 0 ? null : typeof typed[i] === 'number' ? (typed[i] as number) : readAmount(row[i]);
    const description = (c.description >= 0 ? row[c.description] : row.find((v) => v.trim())) ?? '';
    const quantity = num(c.quantity) ?? 1;
    const unit = num(c.unit);
    const amount = num(c.amount);
    descriptions.push(quantity !== 1 ? `${quantity} x ${description}` : description);
    const unitAmount = unit ?? (amount !== null && quantity ? Math.round((amount / quantity) * 10000) / 10000 : null);
    if (unitAmount !== null)
      lines.push({ description: description.trim() || fallbackDescription, quantity, unitAmount });
  }
  return { lines: lines.length === table.rows.length ? lines : [], descriptions };
}
