import {
  isFieldlessCapture,
  type ConfigurationView,
  type ExtractedTable,
  type FormFieldRow,
  type MappingData,
  type SampleResult,
} from '@paperbridge/contracts';
import { includeRowComplete } from './endpoint-rules';
import type { DraftTable, IncludeAsColumnRow, MappingDraft } from './mapping-draft.types';
import { listedRows, normaliseFormRows } from './sort-position';
import { confirmedFieldIds, isSuggestion, withSuggestedFields, withoutOpenSuggestions } from './suggestions';
import { dedupeRules, mappedColumnCount, tableFieldIds } from './table-rules';

export const emptyIncludeRow = (): IncludeAsColumnRow => ({
  fieldValue: null,
  tableNumberValue: null,
  columnPositionValue: null,
});

const toDraftTable = (t: ExtractedTable): DraftTable => ({ ...t, capture: t.capture ?? false, rule: t.rule ?? [] });

/** Include-as-column rows read back from the fields that carry includeAsColumn. */
const includeRowsOf = (fields: readonly FormFieldRow[]): IncludeAsColumnRow[] =>
  fields
    .filter((f) => f.includeAsColumn && f.dF_Id != null)
    .map((f) => ({
      fieldValue: f.dF_Id,
      tableNumberValue: f.tableNumber || null,
      columnPositionValue: f.columnNumber || null,
    }));

/** A fresh draft from the sample extraction: likely rows listed, the engine's suggestions pre-selected (issue 14 §2-3). */
export function draftFromSample(sample: Pick<SampleResult, 'fields' | 'udfFields' | 'tables'>): MappingDraft {
  const { fields, suggested } = withSuggestedFields(
    normaliseFormRows(sample.fields ?? []).map((r) => ({ ...r, sortPosition: 0 })),
  );
  return {
    fields,
    udfFields: sample.udfFields ?? [],
    tables: (sample.tables ?? []).map(toDraftTable),
    includeRows: includeRowsOf(fields),
    suggested,
  };
}

/** Edit: the sample's rows and tables with the saved choices laid over them. */
export function draftFromConfiguration(view: ConfigurationView): MappingDraft {
  const saved: MappingData = view.data ?? { fields: [], udfFields: [], tables: [] };
  const sampleFields = view.sample?.fields ?? [];
  const baseFields = (saved.fields.length ? saved.fields : sampleFields).map(
    (f, i) => ({ ...sampleFields[i], ...f }) as FormFieldRow,
  );
  const tables = (view.sample?.tables ?? []).map((t) => {
    const s = saved.tables.find((x) => x.tableNumber === t.tableNumber);
    if (!s) return toDraftTable(t);
    const columns = t.columns.map((c) => {
      const sc = s.columns.find((x) => x.columnNumber === c.columnNumber);
      return sc
        ? { ...c, dF_Id: sc.dF_Id ?? null, sequenceNumber: sc.sequenceNumber ?? c.sequenceNumber }
        : { ...c, dF_Id: null };
    });
    return { ...t, columns, rule: s.rule, capture: s.capture ?? s.columns.some((c) => c.dF_Id != null) };
  });
  // captures left without a field by earlier saves are dropped, not shown as unmapped rows (issue 30 point 7)
  const fields = normaliseFormRows(baseFields.filter((f) => !isFieldlessCapture(f)));
  return { fields, udfFields: saved.udfFields as FormFieldRow[], tables, includeRows: includeRowsOf(fields) };
}

/**
 * Every field id the mapping holds: a field mapped once is removed from the other dropdowns. A field
 * held only by an open suggestion stays on offer: choosing it elsewhere moves it (suggestions.ts).
 */
export function takenFieldIds(draft: MappingDraft): Set<number> {
  return new Set([...confirmedFieldIds(draft), ...draft.tables.flatMap(tableFieldIds)]);
}

export const hasHeaderFields = (draft: MappingDraft) => draft.fields.length > 0 || draft.udfFields.length > 0;

/** Finalise Mapping is enabled when the current table has mapped columns or a header field has a field. */
export function canFinalise(draft: MappingDraft, currentTable: number | null): boolean {
  const table = currentTable == null ? undefined : draft.tables.find((t) => t.tableNumber === currentTable);
  if (table && mappedColumnCount(table) > 0) return true;
  return [...draft.fields, ...draft.udfFields].some((f) => f.dF_Id != null && !isSuggestion(draft, f.unique_id));
}

/** For the customised type Finalise first drops empty trailing include-as-column rows. */
export function dropTrailingEmptyIncludeRows(rows: readonly IncludeAsColumnRow[]): IncludeAsColumnRow[] {
  const out = [...rows];
  while (
    out.length &&
    out[out.length - 1]!.fieldValue == null &&
    out[out.length - 1]!.tableNumberValue == null &&
    out[out.length - 1]!.columnPositionValue == null
  )
    out.pop();
  return out;
}

/** Applies the include-as-column rows to the header fields they name. */
function withIncludeAsColumn(fields: readonly FormFieldRow[], rows: readonly IncludeAsColumnRow[]): FormFieldRow[] {
  const done = rows.filter(includeRowComplete);
  return fields.map((f) => {
    const hit = done.find((r) => r.fieldValue === f.dF_Id && f.dF_Id != null);
    return hit
      ? { ...f, includeAsColumn: true, tableNumber: hit.tableNumberValue!, columnNumber: hit.columnPositionValue! }
      : { ...f, includeAsColumn: false };
  });
}

/**
 * The `data` of SubmitConfiguration: only columns with a field are kept for tables marked to capture,
 * other tables are sent empty; rules without a field are deduplicated by key column name.
 */
export function mappingDataOf(draft: MappingDraft): MappingData {
  // a captured row without a field carries nothing to learn: it is not saved, so it cannot come back as an unmapped row
  const rows = withoutOpenSuggestions(draft).filter((f) => !isFieldlessCapture(f));
  const ordered = [...listedRows(rows), ...rows.filter((f) => f.sortPosition <= 0)];
  return {
    fields: withIncludeAsColumn(ordered, draft.includeRows).map(({ keyPolygon: _k, ...f }) => f),
    udfFields: withIncludeAsColumn(draft.udfFields, draft.includeRows).map(({ keyPolygon: _k, ...f }) => f),
    tables: draft.tables.map((t) =>
      t.capture
        ? {
            tableNumber: t.tableNumber,
            capture: true,
            columns: t.columns
              .filter((c) => c.dF_Id != null)
              .map((c) => ({ columnNumber: c.columnNumber, dF_Id: c.dF_Id, sequenceNumber: c.sequenceNumber })),
            rule: dedupeRules(t.rule),
          }
        : { tableNumber: t.tableNumber, capture: false, columns: [], rule: [] },
    ),
  };
}
