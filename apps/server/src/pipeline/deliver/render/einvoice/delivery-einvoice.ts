import type { TypedValue } from '@paperbridge/contracts';
import type { EInvoice, EInvoiceLine, EInvoiceNumber } from '@paperbridge/engine';
import {
  EINVOICE_HEADER_TERMS,
  EINVOICE_LINE_TERMS,
  invoiceLines,
} from '../../../map/einvoice/einvoice-field-table.ts';
import type { DeliveryDocument } from '../delivery-document.ts';

const num = (value: number): EInvoiceNumber => ({ text: value.toFixed(2), value });
const qty = (value: number): EInvoiceNumber => ({ text: String(value), value });
const key = (s: string) => s.trim().toLowerCase();

/** The delivered value of the first field with one of these names. */
function typedOf(doc: DeliveryDocument, ...names: string[]): TypedValue | undefined {
  const f = doc.fields.find((x) => names.includes(key(x.name)) && x.typed !== null && x.typed !== '');
  return f?.typed;
}
const textOf = (doc: DeliveryDocument, ...names: string[]) => {
  const v = typedOf(doc, ...names);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};
const amountOf = (doc: DeliveryDocument, ...names: string[]) => {
  const v = typedOf(doc, ...names);
  return typeof v === 'number' ? Math.abs(v) : undefined;
};

/** An approved amount where it differs from the e-invoice's; the e-invoice's (exact text, sign) where it does not. */
function amount(original: EInvoiceNumber | undefined, approved: number | undefined): EInvoiceNumber | undefined {
  if (approved === undefined) return original;
  if (original && Math.abs(Math.abs(original.value) - approved) < 0.005) return original;
  return num(original && original.value < 0 ? -approved : approved);
}

const names = <K extends string>(terms: Record<K, { names: readonly string[] }>) =>
  Object.fromEntries(Object.entries(terms).map(([k, t]) => [k, (t as { names: readonly string[] }).names])) as Record<
    K,
    readonly string[]
  >;
/** the map stage's field table, by term: the names a field or column takes each term under */
const HEADER = names(EINVOICE_HEADER_TERMS);
const COLUMN = names(EINVOICE_LINE_TERMS);

/** The approved line-item table's rows as lines: by column name, typed as delivered. */
function approvedLines(doc: DeliveryDocument): Partial<Record<keyof typeof COLUMN, TypedValue>>[] | null {
  const table = doc.tables[0];
  if (!table) return null;
  const index = Object.fromEntries(
    Object.entries(COLUMN).map(([k, names]) => [k, table.columns.findIndex((c) => names.includes(key(c)))]),
  ) as Record<keyof typeof COLUMN, number>;
  if (Object.values(index).every((i) => i < 0)) return null;
  return table.typedRows.map((row) =>
    Object.fromEntries(Object.entries(index).map(([k, i]) => [k, i >= 0 ? (row[i] ?? null) : null])),
  );
}

function mergeLine(base: EInvoiceLine, row: Partial<Record<keyof typeof COLUMN, TypedValue>>): EInvoiceLine {
  const n = (v: TypedValue | undefined) => (typeof v === 'number' ? Math.abs(v) : undefined);
  const name = typeof row.name === 'string' && row.name.trim() ? row.name.trim() : undefined;
  return {
    ...base,
    ...(name && name !== (base.name ?? base.description) ? { name } : {}),
    quantity:
      n(row.quantity) !== undefined && base.quantity?.value !== n(row.quantity) ? qty(n(row.quantity)!) : base.quantity,
    netPrice: amount(base.netPrice, n(row.price)),
    netAmount: amount(base.netAmount, n(row.amount)),
  };
}

/**
 * The invoice a UBL or CII file is written from (issue 25 point 4). A document that came as an e-invoice keeps
 * everything of it (parties, VAT breakdown, payment) with what a reviewer changed in its approved values put in; any
 * other document is built from its approved values by the same field table the map stage fills them by. What EN
 * 16931 requires and the document does not give (a seller's country, a VAT category) is not made up: the file that
 * is written is read back, and a delivery that does not pass is refused with the rules it breaks.
 */
export function deliveryEInvoice(doc: DeliveryDocument, original: EInvoice | null): EInvoice {
  const credit = doc.documentKind === 'credit_note';
  const base: EInvoice = original ?? {
    typeCode: credit ? '381' : '380',
    notes: [],
    seller: { ids: [] },
    buyer: { ids: [] },
    allowancesCharges: [],
    vatBreakdown: [],
    totals: {},
    lines: [],
  };
  const sellerTax = textOf(doc, ...HEADER.sellerTax);
  const country = /^[A-Z]{2}(?=[0-9A-Z]{2,})/.exec(sellerTax?.replace(/\s/g, '') ?? '')?.[0];
  const inv: EInvoice = {
    ...base,
    number: textOf(doc, ...HEADER.number) ?? base.number ?? doc.reference,
    issueDate: textOf(doc, ...HEADER.issueDate) ?? base.issueDate,
    dueDate: textOf(doc, ...HEADER.dueDate) ?? base.dueDate,
    currency: base.currency ?? doc.currency ?? undefined,
    orderReference: textOf(doc, ...HEADER.order) ?? base.orderReference,
    paymentTerms: textOf(doc, ...HEADER.terms) ?? base.paymentTerms,
    iban: textOf(doc, ...HEADER.iban)?.replace(/\s/g, '') ?? base.iban,
    bic: textOf(doc, ...HEADER.bic) ?? base.bic,
    seller: {
      ...base.seller,
      name: textOf(doc, ...HEADER.seller) ?? base.seller.name,
      ...(original ? {} : sellerTax ? { vatId: sellerTax } : {}),
      ...(original || !country ? {} : { address: { lines: [], countryCode: country } }),
    },
    buyer: { ...base.buyer, name: textOf(doc, ...HEADER.buyer) ?? base.buyer.name },
  };
  const t = base.totals;
  const gross = amountOf(doc, ...HEADER.gross);
  inv.totals = {
    ...t,
    withoutVat: amount(t.withoutVat, amountOf(doc, ...HEADER.net)),
    vatTotal: amount(t.vatTotal, amountOf(doc, ...HEADER.vat)),
    withVat: amount(t.withVat, gross),
    paid: amount(t.paid, amountOf(doc, ...HEADER.paid)),
    payable: amount(t.payable, amountOf(doc, ...HEADER.payable) ?? (original ? undefined : gross)),
  };
  const rows = approvedLines(doc);
  if (rows) {
    const lines = original ? invoiceLines(original) : [];
    inv.lines =
      original && rows.length === lines.length
        ? lines.map((l, i) => mergeLine(l, rows[i]!))
        : rows.map((r, i) => mergeLine({ id: String(i + 1), allowancesCharges: [], unitCode: 'C62' }, r));
  }
  if (!original) {
    const sum = inv.lines.reduce((s, l) => s + (l.netAmount?.value ?? 0), 0);
    if (inv.lines.length) inv.totals.lineTotal = num(sum);
    else if (inv.totals.withoutVat) inv.totals.lineTotal = inv.totals.withoutVat;
  }
  return inv;
}
