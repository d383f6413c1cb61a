import type { EInvoice, EInvoiceAddress, EInvoiceLine, EInvoiceParty } from '@paperbridge/engine';

type Header = (inv: EInvoice) => string | undefined;
type Column = (line: EInvoiceLine) => string | undefined;

const address = (a: EInvoiceAddress | undefined): string | undefined => {
  if (!a) return undefined;
  const place = [a.postCode, a.city].filter(Boolean).join(' ');
  const parts = [...a.lines, place, a.countrySubdivision, a.countryCode].filter((p) => p && p.trim());
  return parts.length ? parts.join(', ') : undefined;
};
const taxId = (p: EInvoiceParty) => p.vatId ?? p.taxRegistrationId ?? p.legalRegistrationId;
const email = (p: EInvoiceParty) =>
  p.contact?.email ?? (p.electronicAddress?.scheme === 'EM' ? p.electronicAddress.value : undefined);

interface Term<T> {
  /** the seeded field (or column) names of the document types that take this term, lower case */
  names: readonly string[];
  read: T;
}

/**
 * Issue 25: which business term of the EN 16931 model fills which field, by the seeded field names of the document
 * types (docs/einvoice.md has this table). A field not named here (a company's own field, or one the model has no
 * term for, such as a shipping amount) is read from the printed page as the mapping's template reads it. The same
 * names tell UBL and CII output which approved value goes back into which term (deliver/render/einvoice/).
 */
export const EINVOICE_HEADER_TERMS = {
  number: { names: ['invoice number', 'receipt number', 'reference number'], read: (i) => i.number }, // BT-1
  issueDate: { names: ['invoice date', 'receipt date', 'date'], read: (i) => i.issueDate }, // BT-2
  dueDate: { names: ['due date'], read: (i) => i.dueDate }, // BT-9
  seller: { names: ['supplier name', 'merchant name', 'name'], read: (i) => i.seller.name }, // BT-27
  sellerAddress: {
    names: ['supplier address', 'merchant address', 'address'],
    read: (i) => address(i.seller.address), // BG-5
  },
  sellerTax: { names: ['supplier abn/tax id', 'merchant abn/tax id'], read: (i) => taxId(i.seller) }, // BT-31, else BT-32, else BT-30
  sellerEmail: { names: ['supplier email'], read: (i) => email(i.seller) }, // BT-43, else BT-34 with scheme EM
  sellerPhone: { names: ['supplier phone', 'merchant phone'], read: (i) => i.seller.contact?.phone }, // BT-42
  buyer: { names: ['customer name'], read: (i) => i.buyer.name }, // BT-44
  buyerAddress: { names: ['customer address'], read: (i) => address(i.buyer.address) }, // BG-8
  buyerTax: { names: ['customer abn/tax id'], read: (i) => taxId(i.buyer) }, // BT-48
  buyerNumber: { names: ['customer number'], read: (i) => i.buyer.ids[0] }, // BT-46
  order: { names: ['po number'], read: (i) => i.orderReference }, // BT-13
  terms: { names: ['payment terms'], read: (i) => i.paymentTerms }, // BT-20
  currency: { names: ['currency'], read: (i) => i.currency }, // BT-5
  net: { names: ['subtotal'], read: (i) => i.totals.withoutVat?.text }, // BT-109
  discount: { names: ['discount'], read: (i) => i.totals.allowanceTotal?.text }, // BT-107
  vat: { names: ['tax amount', 'tax'], read: (i) => i.totals.vatTotal?.text }, // BT-110
  gross: { names: ['total amount', 'total', 'amount'], read: (i) => i.totals.withVat?.text }, // BT-112
  paid: { names: ['amount paid'], read: (i) => i.totals.paid?.text }, // BT-113
  payable: { names: ['balance due'], read: (i) => i.totals.payable?.text }, // BT-115
  iban: { names: ['iban', 'bank account number'], read: (i) => i.iban }, // BT-84
  bic: { names: ['bic/swift'], read: (i) => i.bic }, // BT-86
  notes: { names: ['notes'], read: (i) => (i.notes.length ? i.notes.join('\n') : undefined) }, // BT-22
} as const satisfies Record<string, Term<Header>>;

/** Line-item columns (BG-25) by the seeded column names. */
export const EINVOICE_LINE_TERMS = {
  code: { names: ['item code'], read: (l) => l.sellerItemId }, // BT-155
  name: { names: ['description', 'item description'], read: (l) => l.name ?? l.description }, // BT-153, else BT-154
  quantity: { names: ['quantity', 'item quantity'], read: (l) => l.quantity?.text }, // BT-129
  unit: { names: ['unit of measure'], read: (l) => l.unitCode }, // BT-130
  price: { names: ['unit price', 'item unit price'], read: (l) => l.netPrice?.text }, // BT-146
  rate: { names: ['tax rate'], read: (l) => l.vatRate?.text }, // BT-152
  amount: { names: ['line amount', 'item amount', 'value'], read: (l) => l.netAmount?.text }, // BT-131
} as const satisfies Record<string, Term<Column>>;

const byName = <T>(terms: Record<string, Term<T>>): ReadonlyMap<string, T> =>
  new Map(Object.values(terms).flatMap((t) => t.names.map((n) => [n, t.read] as const)));
const HEADER_BY_NAME = byName<Header>(EINVOICE_HEADER_TERMS);
const COLUMN_BY_NAME = byName<Column>(EINVOICE_LINE_TERMS);

const key = (name: string) => name.trim().toLowerCase();

/** The e-invoice's term for a header field, by the field's name; undefined when the table has none. */
export const einvoiceHeaderOf = (name: string): Header | undefined => HEADER_BY_NAME.get(key(name));
export const einvoiceColumnOf = (name: string): Column | undefined => COLUMN_BY_NAME.get(key(name));

/** The lines of the invoice: EXTENDED's group and information lines are headings, not lines (BT-X-8). */
export const invoiceLines = (inv: EInvoice): EInvoiceLine[] =>
  inv.lines.filter((l) => !l.subtype || l.subtype.toUpperCase() === 'DETAIL');
