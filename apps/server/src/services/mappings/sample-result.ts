import type {
  DocumentModel,
  ExtractedTable,
  ExtractionError,
  FormFieldRow,
  SampleResult,
  Table,
} from '@paperbridge/contracts';
import { withSuggestions } from './suggested-rows.ts';

/** A key/value of the engine → a Form-tab row (spec 001 §3), unmapped. */
function formRow(kv: DocumentModel['keyValues'][number], i: number): FormFieldRow {
  return {
    key: kv.key,
    label: kv.key,
    value: kv.value,
    polygon: kv.valuePolygon,
    keyPolygon: kv.keyPolygon,
    page: kv.page,
    dF_Id: null,
    confidence: Math.round(kv.confidence * 100),
    includeAsColumn: false,
    tableNumber: 0,
    columnNumber: 0,
    isUniqueKey: false,
    unique_id: `kv${i + 1}`,
    isCustomField: false,
    isNewInStack: false,
    sortPosition: 0,
    orderIndex: 0,
    isRequired: false,
  };
}

/** The header text of a column: the engine's header, else the first header row's cell. */
export function columnHeader(table: Table, columnNumber: number): string | null {
  const col = table.columns.find((c) => c.columnNumber === columnNumber);
  if (col?.header) return col.header;
  const headerRow = table.rows.find((r) => r.isHeader);
  return headerRow?.cells.find((c) => c.columnNumber === columnNumber)?.text ?? null;
}

/** An engine table → the Extracted table shape (spec 001 §3); capture defaults to No. */
function extractedTable(t: Table): ExtractedTable {
  return {
    tableNumber: t.tableNumber,
    polygon: t.polygon,
    pages: t.pages,
    capture: false,
    rows: t.rows.map((r) => ({
      rowNumber: r.rowNumber,
      isHeader: r.isHeader,
      cells: r.cells.map((c) => ({ text: c.text, columnNumber: c.columnNumber, polygon: c.polygon })),
    })),
    columns: t.columns.map((c) => ({
      columnNumber: c.columnNumber,
      header: columnHeader(t, c.columnNumber),
      dF_Id: null,
      sequenceNumber: c.columnNumber,
    })),
    rule: [],
  };
}

/** What GetDataFromSampleFile answers for an extracted sample. */
export function buildSampleResult(args: {
  sampleId: string;
  fileName: string;
  docTypeId: number;
  document: DocumentModel;
  status: 'success' | 'partial';
  errors: ExtractionError[];
}): SampleResult {
  const doc = args.document;
  const tables = doc.tables.map(extractedTable);
  return {
    fileName: args.fileName,
    sampleId: args.sampleId,
    docTypeId: args.docTypeId,
    data: doc,
    fields: withSuggestions(doc.keyValues.map(formRow), doc, args.docTypeId),
    udfFields: [],
    tables,
    tableCount: tables.length,
    status: args.status,
    warnings: args.errors.map((e) => (e.page ? `page ${e.page}: ${e.message}` : e.message)),
  };
}
