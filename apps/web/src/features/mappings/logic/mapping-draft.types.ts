import type { ExtractedTable, FormFieldRow } from '@paperbridge/contracts';

/** A table as the Table tab edits it: `capture` is the Yes/No toggle (default No). */
export type DraftTable = ExtractedTable & { capture: boolean };

/** An include-as-column row (spec 001 §3): a header field placed as a column of a table. */
export interface IncludeAsColumnRow {
  fieldValue: number | null;
  tableNumberValue: number | null;
  columnPositionValue: number | null;
}

/** Everything the field-mapping screens edit. */
export interface MappingDraft {
  fields: FormFieldRow[];
  udfFields: FormFieldRow[];
  tables: DraftTable[];
  includeRows: IncludeAsColumnRow[];
  /** rows whose field is the engine's suggestion, not yet confirmed by the user (issue 14 §2) */
  suggested?: string[];
}
