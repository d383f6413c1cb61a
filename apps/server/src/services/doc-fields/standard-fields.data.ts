import { DOC_TYPE, DOC_TYPE_CODES, DOC_TYPE_NAMES, type DocTypeId } from '@paperbridge/contracts';

/**
 * The seeded document types and their standard fields, with stable ids (type × 100 + n).
 * Migration drizzle/0004_seed-doc-types.sql inserts exactly these rows; a test keeps the two equal.
 */
export interface StandardField {
  id: number;
  name: string;
  kind: 'header' | 'column';
}

const fields = (typeId: DocTypeId, header: string[], column: string[]): StandardField[] => [
  ...header.map((name, i) => ({ id: typeId * 100 + i + 1, name, kind: 'header' as const })),
  ...column.map((name, i) => ({ id: typeId * 100 + 50 + i + 1, name, kind: 'column' as const })),
];

export const STANDARD_FIELDS: Record<DocTypeId, StandardField[]> = {
  [DOC_TYPE.commercialInvoice]: fields(
    DOC_TYPE.commercialInvoice,
    [
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'Supplier Name',
      'Supplier Address',
      'Supplier ABN/Tax Id',
      'Supplier Email',
      'Supplier Phone',
      'Customer Name',
      'Customer Address',
      'Customer ABN/Tax Id',
      'Customer Number',
      'PO Number',
      'Order Number',
      'Payment Terms',
      'Currency',
      'Subtotal',
      'Discount',
      'Shipping Amount',
      'Tax Amount',
      'Total Amount',
      'Amount Paid',
      'Balance Due',
      'Bank Account Number',
      'IBAN',
      'BIC/SWIFT',
    ],
    [
      'Item Code',
      'Description',
      'Quantity',
      'Unit of Measure',
      'Unit Price',
      'Line Discount',
      'Tax Rate',
      'Line Tax',
      'Line Amount',
    ],
  ),
  [DOC_TYPE.expenseReceipt]: fields(
    DOC_TYPE.expenseReceipt,
    [
      'Merchant Name',
      'Merchant Address',
      'Merchant Phone',
      'Merchant ABN/Tax Id',
      'Receipt Number',
      'Receipt Date',
      'Receipt Time',
      'Payment Method',
      'Card Last Digits',
      'Currency',
      'Subtotal',
      'Tax',
      'Tip',
      'Total',
    ],
    ['Item Description', 'Item Quantity', 'Item Unit Price', 'Item Amount'],
  ),
  [DOC_TYPE.leaveAndLicenseAgreement]: fields(
    DOC_TYPE.leaveAndLicenseAgreement,
    [
      'Agreement Date',
      'Licensor',
      'Licensor Address',
      'Licensee',
      'Licensee Address',
      'Property Address',
      'Start Date',
      'End Date',
      'Term',
      'Monthly Rent',
      'Deposit',
      'Maintenance Charges',
      'Rent Due Day',
      'Notice Period',
      'Lock-in Period',
      'Registration Number',
      'Witness 1',
      'Witness 2',
    ],
    [],
  ),
  [DOC_TYPE.customised]: fields(
    DOC_TYPE.customised,
    ['Reference Number', 'Date', 'Name', 'Address', 'Amount', 'Notes'],
    ['Description', 'Quantity', 'Value'],
  ),
};

export const SEEDED_DOC_TYPES = (Object.keys(DOC_TYPE_NAMES) as unknown as DocTypeId[]).map((id) => ({
  id: Number(id) as DocTypeId,
  name: DOC_TYPE_NAMES[id],
  code: DOC_TYPE_CODES[id],
  sortOrder: Number(id),
}));
