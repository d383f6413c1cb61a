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

/**
 * Issue 25: which business term of the EN 16931 model fills which field, by the seeded field names of the document
 * types (docs/einvoice.md has this table). A field not named here (a company's own field, or one the model has no
 * term for, such as a shipping amount) is read from the printed page as the mapping's template reads it.
 */
export const EINVOICE_HEADER_FIELDS: Readonly<Record<string, Header>> = {
  'invoice number': (i) => i.number, // BT-1
  'receipt number': (i) => i.number,
  'reference number': (i) => i.number,
  'invoice date': (i) => i.issueDate, // BT-2
  'receipt date': (i) => i.issueDate,
  date: (i) => i.issueDate,
  'due date': (i) => i.dueDate, // BT-9
  'supplier name': (i) => i.seller.name, // BT-27
  'merchant name': (i) => i.seller.name,
  name: (i) => i.seller.name,
  'supplier address': (i) => address(i.seller.address), // BG-5
  'merchant address': (i) => address(i.seller.address),
  address: (i) => address(i.seller.address),
  'supplier abn/tax id': (i) => taxId(i.seller), // BT-31, else BT-32, else BT-30
  'merchant abn/tax id': (i) => taxId(i.seller),
  'supplier email': (i) => email(i.seller), // BT-43, else BT-34 with scheme EM
  'supplier phone': (i) => i.seller.contact?.phone, // BT-42
  'merchant phone': (i) => i.seller.contact?.phone,
  'customer name': (i) => i.buyer.name, // BT-44
  'customer address': (i) => address(i.buyer.address), // BG-8
  'customer abn/tax id': (i) => taxId(i.buyer), // BT-48
  'customer number': (i) => i.buyer.ids[0], // BT-46
  'po number': (i) => i.orderReference, // BT-13
  'payment terms': (i) => i.paymentTerms, // BT-20
  currency: (i) => i.currency, // BT-5
  subtotal: (i) => i.totals.withoutVat?.text, // BT-109
  discount: (i) => i.totals.allowanceTotal?.text, // BT-107
  'tax amount': (i) => i.totals.vatTotal?.text, // BT-110
  tax: (i) => i.totals.vatTotal?.text,
  'total amount': (i) => i.totals.withVat?.text, // BT-112
  total: (i) => i.totals.withVat?.text,
  amount: (i) => i.totals.withVat?.text,
  'amount paid': (i) => i.totals.paid?.text, // BT-113
  'balance due': (i) => i.totals.payable?.text, // BT-115
  'bank account number': (i) => i.iban, // BT-84
  iban: (i) => i.iban,
  'bic/swift': (i) => i.bic, // BT-86
  notes: (i) => (i.notes.length ? i.notes.join('\n') : undefined), // BT-22
};

/** Line-item columns (BG-25) by the seeded column names. */
export const EINVOICE_LINE_COLUMNS: Readonly<Record<string, Column>> = {
  'item code': (l) => l.sellerItemId, // BT-155
  description: (l) => l.name ?? l.description, // BT-153, else BT-154
  'item description': (l) => l.name ?? l.description,
  quantity: (l) => l.quantity?.text, // BT-129
  'item quantity': (l) => l.quantity?.text,
  'unit of measure': (l) => l.unitCode, // BT-130
  'unit price': (l) => l.netPrice?.text, // BT-146
  'item unit price': (l) => l.netPrice?.text,
  'tax rate': (l) => l.vatRate?.text, // BT-152
  'line amount': (l) => l.netAmount?.text, // BT-131
  'item amount': (l) => l.netAmount?.text,
  value: (l) => l.netAmount?.text,
};

const key = (name: string) => name.trim().toLowerCase();

/** The e-invoice's term for a header field, by the field's name; undefined when the table has none. */
export const einvoiceHeaderOf = (name: string): Header | undefined => EINVOICE_HEADER_FIELDS[key(name)];
export const einvoiceColumnOf = (name: string): Column | undefined => EINVOICE_LINE_COLUMNS[key(name)];

/** The lines of the invoice: EXTENDED's group and information lines are headings, not lines (BT-X-8). */
export const invoiceLines = (inv: EInvoice): EInvoiceLine[] =>
  inv.lines.filter((l) => !l.subtype || l.subtype.toUpperCase() === 'DETAIL');
