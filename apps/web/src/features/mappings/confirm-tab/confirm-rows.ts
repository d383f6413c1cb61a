import { RULE_TYPE } from '@paperbridge/contracts';
import type { FieldOption } from '../api/mappings.api';
import { fieldName } from '../logic/field-options';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { listedRows } from '../logic/sort-position';

export interface ConfirmRow {
  id: string;
  information: string;
  selection: string;
}

/** The Confirm tab's two columns: what the document holds against the user's selection. */
export function confirmRows(draft: MappingDraft, options: FieldOption[]): ConfirmRow[] {
  const rows: ConfirmRow[] = [];
  for (const f of [...listedRows(draft.fields), ...draft.udfFields].filter((x) => x.dF_Id != null)) {
    rows.push({
      id: `f-${f.unique_id}`,
      information: [f.key || f.label, f.value].filter(Boolean).join(': '),
      selection: `${fieldName(options, f.dF_Id)}${f.isRequired ? ' (mandatory)' : ''}${f.fixedValue ? `, always “${f.fixedValue}”` : ''}`,
    });
  }
  for (const t of draft.tables.filter((x) => x.capture)) {
    for (const c of t.columns.filter((x) => x.dF_Id != null)) {
      rows.push({
        id: `c-${t.tableNumber}-${c.columnNumber}`,
        information: `Table ${t.tableNumber}, column ${c.header ?? c.columnNumber}`,
        selection: fieldName(options, c.dF_Id),
      });
    }
    for (const r of t.rule) {
      rows.push(
        r.rL_Id === RULE_TYPE.include
          ? {
              id: `r-${r.key_Id}`,
              information:
                `Table ${t.tableNumber}, row ${r.rowNumber}: ${r.columnKeyName ?? ''} ${r.dataColumnValue ?? ''}`.trim(),
              selection: fieldName(options, r.dF_Id),
            }
          : {
              id: `r-${r.key_Id}`,
              information: `Table ${t.tableNumber}, row ${r.rowNumber}${r.columnKeyName ? ` (${r.columnKeyName})` : ''}`,
              selection: 'Excluded',
            },
      );
    }
  }
  for (const i of draft.includeRows.filter((x) => x.fieldValue != null && x.columnPositionValue != null)) {
    rows.push({
      id: `i-${i.fieldValue}`,
      information: `${fieldName(options, i.fieldValue)} as a column`,
      selection: `Table ${i.tableNumberValue}, column position ${i.columnPositionValue}`,
    });
  }
  return rows;
}
