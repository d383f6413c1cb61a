import { DOC_TYPE, type DocTypeId, type DocumentModel, type FormFieldRow } from '@paperbridge/contracts';
import { prefillFields, rankKeyValues, type StandardFieldKey } from '@paperbridge/engine';
import { STANDARD_FIELDS } from '../doc-fields/standard-fields.data.ts';

/** The engine's standard fields by each document type's own field names (spec 001's seeded fields). */
const FIELD_NAMES: Partial<Record<DocTypeId, Partial<Record<StandardFieldKey, string>>>> = {
  [DOC_TYPE.commercialInvoice]: {
    invoice_number: 'Invoice Number',
    invoice_date: 'Invoice Date',
    due_date: 'Due Date',
    supplier_name: 'Supplier Name',
    supplier_address: 'Supplier Address',
    supplier_tax_id: 'Supplier ABN/Tax Id',
    supplier_email: 'Supplier Email',
    supplier_phone: 'Supplier Phone',
    customer_name: 'Customer Name',
    customer_number: 'Customer Number',
    po_number: 'PO Number',
    order_number: 'Order Number',
    payment_terms: 'Payment Terms',
    currency: 'Currency',
    subtotal: 'Subtotal',
    tax_amount: 'Tax Amount',
    total_amount: 'Total Amount',
    amount_paid: 'Amount Paid',
    balance_due: 'Balance Due',
    iban: 'IBAN',
    bic: 'BIC/SWIFT',
    customer_tax_id: 'Customer ABN/Tax Id',
  },
  [DOC_TYPE.expenseReceipt]: {
    supplier_name: 'Merchant Name',
    supplier_address: 'Merchant Address',
    supplier_phone: 'Merchant Phone',
    supplier_tax_id: 'Merchant ABN/Tax Id',
    invoice_number: 'Receipt Number',
    invoice_date: 'Receipt Date',
    currency: 'Currency',
    subtotal: 'Subtotal',
    tax_amount: 'Tax',
    total_amount: 'Total',
  },
  [DOC_TYPE.customised]: {
    invoice_number: 'Reference Number',
    invoice_date: 'Date',
    supplier_name: 'Name',
    total_amount: 'Amount',
  },
};

/** The seeded field id of a standard field for the document type, or null when the type has no such field. */
export function standardFieldId(docTypeId: number, field: StandardFieldKey): number | null {
  const name = FIELD_NAMES[docTypeId as DocTypeId]?.[field];
  if (!name) return null;
  return STANDARD_FIELDS[docTypeId as DocTypeId]?.find((f) => f.name === name && f.kind === 'header')?.id ?? null;
}

/**
 * The sample's Form-tab rows with the engine's proposals (issue 14 §2-3, issue 13 §4): each row
 * says whether it likely is a label and its value, and carries the standard field the label
 * vocabulary and the value's shape propose (one field per row, one row per field). A field the
 * engine found by layout with no row of its own (the supplier's name at the top of an invoice) is
 * added as a row, so the user sees it among the suggestions. Nothing is mapped here: the web
 * pre-selects the suggestions and the user confirms or clears them.
 */
export function withSuggestions(rows: FormFieldRow[], doc: DocumentModel, docTypeId: number): FormFieldRow[] {
  const ranks = rankKeyValues(doc);
  const prefill = prefillFields(doc);
  const out = rows.map((r, i) => ({ ...r, likely: ranks[i]?.likely ?? true }));
  for (const p of prefill.fields) {
    const id = standardFieldId(docTypeId, p.field);
    if (id == null) continue;
    const suggestion = { suggestedDfId: id, suggestionConfidence: Math.round(p.confidence * 100) };
    if (p.keyValueIndex !== undefined && out[p.keyValueIndex]) {
      out[p.keyValueIndex] = { ...out[p.keyValueIndex]!, ...suggestion, likely: true };
      continue;
    }
    // a layout value is offered as a row only when it is printed (a row's value is learned by finding it on the sample)
    if (p.source !== 'layout' || !p.polygon) continue;
    out.push({
      // no printed label: the row is named by the field it was found for
      key: '',
      label: `${FIELD_NAMES[docTypeId as DocTypeId]?.[p.field] ?? p.field}, found by its place on the page`,
      value: p.value,
      polygon: p.polygon,
      keyPolygon: null,
      page: p.page,
      dF_Id: null,
      confidence: Math.round(p.confidence * 100),
      includeAsColumn: false,
      tableNumber: 0,
      columnNumber: 0,
      isUniqueKey: false,
      unique_id: `layout-${p.field}`,
      isCustomField: false,
      isNewInStack: false,
      sortPosition: 0,
      orderIndex: 0,
      isRequired: false,
      likely: true,
      ...suggestion,
    });
  }
  return out;
}
