import {
  RULE_TYPE,
  type ApprovalData,
  type ApprovalField,
  type ApprovalTable,
  type DocumentModel,
  type SubmittedFieldRow,
  type SubmittedTable,
  type TemplateApplyResult,
} from '@paperbridge/contracts';
import type { MappedValue } from '../../db/schema/index.ts';
import { applyIncludeRule, excludeKeysOf, isExcludedRow } from './table-rules.ts';

export interface MappedDocument {
  data: ApprovalData;
  /** labels of required fields with no value on this page */
  missingRequired: string[];
  /** labels of values read with less confidence than their threshold */
  lowConfidence: string[];
  /** every mapped value (header values, values taken from table rows, mapped tables): what the review stage weighs */
  values: MappedValue[];
  /** 0..1 */
  confidence: number;
  uniqueReference: string;
}

export interface MappingForDocument {
  fieldMappings: SubmittedFieldRow[];
  udfFields: SubmittedFieldRow[];
  tableMappings: SubmittedTable[];
  /** per learned template table, the names of its columns (applied.tables follow the template's order) */
  templateTables: string[][];
}

const pct = (c: number) => Math.round(c * 1000) / 10;
const order = (r: SubmittedFieldRow) => r.orderIndex ?? r.sortPosition ?? 0;

/**
 * The mapping applied to one document, in the approval data shape of spec 000 §3: header fields
 * (form), values taken from table rows by include rules (extactedFromTable), and the line-item
 * tables with their mapped columns, excluded rows left out and header fields included as columns.
 */
export function buildApprovalData(input: {
  mapping: MappingForDocument;
  fieldName: (dfId: number) => string | undefined;
  applied: TemplateApplyResult;
  model: DocumentModel;
  fileName: string;
  /** 0..1: the review threshold of a mapped value, by its label (the calibrated one of its kind, or the operator's) */
  thresholdOf: (label: string) => number;
}): MappedDocument {
  const { mapping, fieldName, applied, model } = input;
  let nextId = 1;
  const missingRequired: string[] = [];
  const lowConfidence: string[] = [];
  const confidences: number[] = [];
  const values: MappedValue[] = [];

  const headerRows = [...mapping.fieldMappings, ...mapping.udfFields]
    .filter((r) => r.dF_Id !== null && r.dF_Id !== undefined)
    .sort((a, b) => order(a) - order(b));
  const form: ApprovalField[] = [];
  const asColumns: { row: SubmittedFieldRow; value: string }[] = [];
  let uniqueReference: string | null = null;
  for (const row of headerRows) {
    const label = fieldName(row.dF_Id!) ?? row.label ?? row.key;
    const got = applied.fields[label];
    const value = got?.value ?? '';
    const missing = !got || got.missing || got.value === null;
    const threshold = input.thresholdOf(label);
    const low = !missing && got!.confidence < threshold;
    values.push({
      label,
      confidence: missing ? null : got!.confidence,
      missing,
      required: Boolean(row.isRequired),
      ...(got?.source === 'fixed' ? { notRead: true } : {}),
      threshold,
    });
    if (row.includeAsColumn) {
      asColumns.push({ row, value });
      continue;
    }
    confidences.push(missing ? 0 : got!.confidence);
    if (missing && row.isRequired) missingRequired.push(label);
    if (low) lowConfidence.push(label);
    if (row.isUniqueKey && value.trim()) uniqueReference = value.trim();
    // a value not delivered as read (corrected towards the sample, a learned reading, a fixed value) keeps that mark and
    // what the page read, so the review screen shows the evidence
    const marked = !missing && got!.source !== undefined && got!.source !== 'page';
    const corrected = marked
      ? { source: got!.source, ...(got!.readAs !== undefined ? { readAs: got!.readAs } : {}) }
      : {};
    form.push({
      id: nextId++,
      dF_Id: row.dF_Id!,
      label,
      value,
      isDelete: false,
      confidence: missing ? null : pct(got!.confidence),
      page: got?.page ?? null,
      polygon: got?.polygon ?? null,
      isRequired: Boolean(row.isRequired),
      missing,
      ...corrected,
      ...(missing ? {} : { lowConfidence: low }),
    });
  }

  const extactedFromTable: ApprovalField[] = [];
  for (const table of mapping.tableMappings) {
    for (const rule of table.rule.filter(
      (r) => r.rL_Id === RULE_TYPE.include && r.dF_Id !== null && r.dF_Id !== undefined,
    )) {
      const label = fieldName(rule.dF_Id!) ?? rule.columnKeyName ?? '';
      const got = applyIncludeRule(model, { ...rule, table: rule.table ?? table.tableNumber });
      confidences.push(got?.confidence ?? 0);
      const threshold = input.thresholdOf(label);
      const low = !!got && got.confidence < threshold;
      values.push({ label, confidence: got?.confidence ?? null, missing: !got, required: false, threshold });
      if (low) lowConfidence.push(label);
      extactedFromTable.push({
        id: nextId++,
        dF_Id: rule.dF_Id!,
        label,
        value: got?.value ?? '',
        isDelete: false,
        confidence: got ? pct(got.confidence) : null,
        page: got?.page ?? null,
        polygon: got?.polygon ?? null,
        isRequired: false,
        missing: !got,
        ...(got ? { lowConfidence: low } : {}),
      });
    }
  }

  // applied.tables follow the template's tables; a mapping table is the template table with its column names
  const used = new Set<number>();
  const tables: ApprovalTable[] = mapping.tableMappings
    .filter((t) => t.capture !== false && t.columns.some((c) => c.dF_Id !== null && c.dF_Id !== undefined))
    .map((t) => {
      const mappedNames = new Set(
        t.columns
          .map((c) => (c.dF_Id !== null && c.dF_Id !== undefined ? fieldName(c.dF_Id) : undefined))
          .filter(Boolean),
      );
      const index = mapping.templateTables.findIndex(
        (cols, k) => !used.has(k) && cols.length > 0 && cols.every((n) => mappedNames.has(n)),
      );
      if (index >= 0) used.add(index);
      const got = index >= 0 ? applied.tables[index] : undefined;
      const cols = t.columns
        .filter((c) => c.dF_Id !== null && c.dF_Id !== undefined && fieldName(c.dF_Id))
        .sort((a, b) => (a.sequenceNumber ?? a.columnNumber) - (b.sequenceNumber ?? b.columnNumber));
      const names = cols.map((c) => fieldName(c.dF_Id!)!);
      const exclude = excludeKeysOf(t.rule);
      const rows = (got?.rows ?? []).filter(
        (r) =>
          !isExcludedRow(
            names.map((n) => r[n] ?? null),
            exclude,
          ),
      );
      confidences.push(got?.confidence ?? 0);
      // a table's confidence is the share of its columns found, not a probability: only "no rows at all" is weighed
      values.push({
        label: `Table ${t.tableNumber}`,
        table: t.tableNumber,
        confidence: null,
        missing: rows.length === 0,
        required: false,
      });
      const columns = cols.map((c, k) => ({
        columnHeader: names[k]!,
        dF_Id: c.dF_Id!,
        isDelete: false,
        cells: rows.map((r) => ({ value: r[names[k]!] ?? '', isDelete: false })),
      }));
      for (const extra of asColumns.filter((a) => (a.row.tableNumber ?? t.tableNumber) === t.tableNumber)) {
        const at = Math.min(Math.max((extra.row.columnNumber ?? columns.length + 1) - 1, 0), columns.length);
        columns.splice(at, 0, {
          columnHeader: fieldName(extra.row.dF_Id!) ?? extra.row.label ?? '',
          dF_Id: extra.row.dF_Id!,
          isDelete: false,
          cells: rows.map(() => ({ value: extra.value, isDelete: false })),
        });
      }
      return {
        tableNumber: t.tableNumber,
        confidence: got ? pct(got.confidence) : null,
        page: got?.page ?? null,
        columns,
      };
    });

  const confidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
  return {
    data: { docRef: uniqueReference ?? input.fileName, form, extactedFromTable, tables },
    missingRequired,
    lowConfidence,
    values,
    confidence,
    uniqueReference: uniqueReference ?? input.fileName,
  };
}
