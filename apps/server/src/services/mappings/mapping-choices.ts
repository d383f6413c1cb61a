import {
  MAP_MSG,
  RULE_TYPE,
  isFieldlessCapture,
  type MappingData,
  type SubmittedFieldRow,
  type SubmittedTable,
} from '@paperbridge/contracts';
import type { StoredSample } from '../../db/schema/index.ts';
import type { DocFieldRecord } from '../../domain/doc-fields/list-doc-fields.ts';
import { ruleError } from './rule-error.ts';

export interface MappingChoices {
  fieldMappings: SubmittedFieldRow[];
  udfFields: SubmittedFieldRow[];
  tableMappings: SubmittedTable[];
  mappedFieldIds: number[];
}

export const TABLE_NOT_FOUND = 'This table does not exist on the template.';

/**
 * The user's choices checked against the fields of the type and the sample's tables (spec 001 §4
 * "Saving"): each field once; for tables marked to capture only the columns with a field are kept.
 */
export function mappingChoices(
  data: MappingData,
  fields: DocFieldRecord[],
  sample: StoredSample | null,
): MappingChoices {
  const allowed = new Set(fields.map((f) => f.id));
  const used = new Set<number>();
  const use = (id: number | null | undefined, field: string) => {
    if (id === null || id === undefined) return;
    if (!allowed.has(id)) throw ruleError(field, MAP_MSG.unknownField);
    if (used.has(id)) throw ruleError(field, MAP_MSG.fieldMappedTwice);
    used.add(id);
  };
  data.fields.forEach((r, i) => use(r.dF_Id, `data.fields.${i}.dF_Id`));
  data.udfFields.forEach((r, i) => use(r.dF_Id, `data.udfFields.${i}.dF_Id`));
  const sampleTables = new Set((sample?.tables ?? []).map((t) => t.tableNumber));
  const tableMappings: SubmittedTable[] = [];
  data.tables.forEach((t, i) => {
    const columns = t.columns.filter((c) => c.dF_Id !== null && c.dF_Id !== undefined);
    if (t.capture === false || !columns.length) return;
    if (!sampleTables.has(t.tableNumber)) throw ruleError(`data.tables.${i}.tableNumber`, TABLE_NOT_FOUND);
    columns.forEach((c, j) => use(c.dF_Id, `data.tables.${i}.columns.${j}.dF_Id`));
    const rule = dedupeRules(t.rule);
    rule.forEach((r, j) => r.rL_Id === RULE_TYPE.include && use(r.dF_Id, `data.tables.${i}.rule.${j}.dF_Id`));
    tableMappings.push({
      tableNumber: t.tableNumber,
      capture: true,
      columns: columns.map((c, j) => ({ ...c, sequenceNumber: c.sequenceNumber ?? j + 1 })),
      rule,
    });
  });
  // a row captured from the document but given no field is an abandoned capture: kept, it would come back as an unmapped row (issue 30 point 7)
  const fieldMappings = data.fields.filter((r) => !isFieldlessCapture(r));
  return { fieldMappings, udfFields: data.udfFields, tableMappings, mappedFieldIds: [...used].sort((a, b) => a - b) };
}

/** Rules without a field are deduplicated by key column name (spec 001 §4). */
function dedupeRules(rules: SubmittedTable['rule']): SubmittedTable['rule'] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    if (r.dF_Id !== null && r.dF_Id !== undefined) return true;
    const key = `${r.rL_Id}|${r.columnKeyName ?? ''}|${r.rowNumber ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** True when at least one header field or table column has a field (needed to finalise). */
export const hasMappedSomething = (c: MappingChoices) => c.mappedFieldIds.length > 0;
