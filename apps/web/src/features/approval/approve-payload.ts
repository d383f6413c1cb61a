import type { ApprovalData, ApproveDataRequest } from '@paperbridge/contracts';

/** The approve payload of spec 000 §3 (form type): the values with their markers, tables as a flat list of cells. */
export function toApprovePayload(docId: string, data: ApprovalData): ApproveDataRequest {
  const field = (f: ApprovalData['form'][number]) => ({
    id: f.id,
    label: f.label,
    value: f.value,
    isDelete: f.isDelete,
  });
  return {
    docId,
    form: data.form.map(field),
    extactedFromTable: data.extactedFromTable.map(field),
    tables: data.tables.flatMap((t) =>
      t.columns.flatMap((c, columnIndex) =>
        c.cells.map((cell, rowIndex) => ({
          tableNumber: t.tableNumber,
          columnIndex,
          columnHeader: c.columnHeader,
          rowIndex,
          value: cell.value,
          isDelete: cell.isDelete,
        })),
      ),
    ),
  };
}
