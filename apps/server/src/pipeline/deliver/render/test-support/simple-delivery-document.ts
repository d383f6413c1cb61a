import type { ApprovalData } from '@paperbridge/contracts';
import { deliveryDocument, type DeliveryDocument, type DeliveryTyping } from '../delivery-document.ts';

const DEFAULT_TYPING: DeliveryTyping = {
  locale: { decimal: '.', dateOrder: 'DMY', currency: 'AUD', dateOrderFrom: 'document', evidence: [] },
  companyDateOrder: 'DMY',
  documentKind: 'invoice',
  dateFormat: 'dd/mm/yyyy',
};

/** A delivery document built the way deliveries build it, from header pairs and plain tables (tests). */
export function simpleDeliveryDocument(
  fields: [string, string][],
  tables: { tableNumber: number; columns: string[]; rows: string[][] }[] = [],
  opts: { reference?: string; typing?: Partial<DeliveryTyping> } = {},
): DeliveryDocument {
  const approval: ApprovalData = {
    docRef: opts.reference ?? 'REF-1',
    form: fields.map(([label, value], i) => ({
      id: i + 1,
      dF_Id: null,
      label,
      value,
      isDelete: false,
      confidence: 100,
      page: 1,
      polygon: null,
      isRequired: false,
      missing: false,
    })),
    extactedFromTable: [],
    tables: tables.map((t) => ({
      tableNumber: t.tableNumber,
      confidence: 100,
      page: 1,
      columns: t.columns.map((columnHeader, c) => ({
        columnHeader,
        dF_Id: null,
        isDelete: false,
        cells: t.rows.map((r) => ({ value: r[c] ?? '', isDelete: false })),
      })),
    })),
  };
  return deliveryDocument(
    approval,
    { documentType: 'Commercial Invoice', mapping: 'M', client: 'C', fileName: 'f.pdf' },
    { ...DEFAULT_TYPING, ...opts.typing },
  );
}
