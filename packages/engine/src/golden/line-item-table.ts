import type { DocumentModel, Table } from '@paperbridge/contracts';
import { lineItemColumns } from '../fields/line-item-columns.ts';

/** The first table whose headers read as line-item columns (a description and a number column), as the mapping screen offers it. */
export function lineItemTable(doc: DocumentModel): Table | undefined {
  const cols = lineItemColumns(doc);
  return doc.tables.find((t) => cols.some((c) => c.tableNumber === t.tableNumber && c.field === 'description'));
}
