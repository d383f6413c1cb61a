import { learnTemplate } from '@paperbridge/engine';
import { polygonBounds, type DocumentModel, type Template, type TemplateValues } from '@paperbridge/contracts';
import type { StoredSample } from '../../db/schema/index.ts';
import type { DocFieldRecord } from '../../domain/doc-fields/list-doc-fields.ts';
import type { MappingChoices } from './mapping-choices.ts';
import { isConfirmedValue } from './sample-readings.ts';

/**
 * What the engine learns from: each mapped header field's value as printed on the sample, and
 * each captured table's mapped columns by their header text on the sample.
 */
export function templateValues(
  choices: MappingChoices,
  fields: DocFieldRecord[],
  sample: StoredSample | null,
): TemplateValues {
  const nameOf = new Map(fields.map((f) => [f.id, f.name]));
  const values: TemplateValues = { fields: {}, tables: [] };
  for (const row of [...choices.fieldMappings, ...choices.udfFields]) {
    if (row.dF_Id === null || row.dF_Id === undefined || row.includeAsColumn) continue;
    const name = nameOf.get(row.dF_Id);
    if (name && row.value.trim()) values.fields[name] = row.value.trim();
  }
  for (const t of choices.tableMappings) {
    const sampleTable = sample?.tables.find((s) => s.tableNumber === t.tableNumber);
    const columns: Record<string, string> = {};
    for (const c of t.columns) {
      const name = c.dF_Id !== null && c.dF_Id !== undefined ? nameOf.get(c.dF_Id) : undefined;
      const header = sampleTable?.columns.find((sc) => sc.columnNumber === c.columnNumber)?.header;
      if (name && header?.trim()) columns[name] = header.trim();
    }
    if (Object.keys(columns).length) values.tables!.push({ columns });
  }
  return values;
}

type ValuePlaces = Record<string, NonNullable<Parameters<typeof learnTemplate>[2]>[string]>;

/**
 * Where the user showed each mapped value on the sample: the row's box (a detected value's, or a
 * region the user drew, issue 14 §1), so the engine learns the copy there and not another one.
 */
export function templatePlaces(choices: MappingChoices, fields: DocFieldRecord[]): ValuePlaces {
  const nameOf = new Map(fields.map((f) => [f.id, f.name]));
  const places: ValuePlaces = {};
  for (const row of [...choices.fieldMappings, ...choices.udfFields]) {
    const name = row.dF_Id == null ? undefined : nameOf.get(row.dF_Id);
    if (!name || row.includeAsColumn || !row.polygon || !row.value.trim()) continue;
    places[name] = { page: row.page ?? 1, box: polygonBounds(row.polygon) };
  }
  return places;
}

type LearnOptions = NonNullable<Parameters<typeof learnTemplate>[3]>;

/**
 * What the engine is told beside the values (issue 22 points 3-4): the fields whose value is only the sample's
 * OCR reading that no person confirmed (never corrected towards), the fields' fixed values, and the sample's
 * name, kept with each reading learned from a value the user corrected.
 */
export function templateOptions(
  choices: MappingChoices,
  fields: DocFieldRecord[],
  sample: StoredSample | null,
  document: DocumentModel,
  sampleFileName?: string,
): LearnOptions {
  const nameOf = new Map(fields.map((f) => [f.id, f.name]));
  const unconfirmed: string[] = [];
  const fixedValues: Record<string, string> = {};
  for (const row of [...choices.fieldMappings, ...choices.udfFields]) {
    const name = row.dF_Id == null ? undefined : nameOf.get(row.dF_Id);
    if (!name || row.includeAsColumn) continue;
    if (row.fixedValue?.trim()) fixedValues[name] = row.fixedValue.trim();
    if (row.value.trim() && !isConfirmedValue(row, sample, document)) unconfirmed.push(name);
  }
  return { unconfirmed, fixedValues, ...(sampleFileName ? { learnedFrom: sampleFileName } : {}) };
}

/** The engine template for a final save. */
export function learnMappingTemplate(
  document: DocumentModel,
  choices: MappingChoices,
  fields: DocFieldRecord[],
  sample: StoredSample | null,
  sampleFileName?: string,
): Template {
  return learnTemplate(
    document,
    templateValues(choices, fields, sample),
    templatePlaces(choices, fields),
    templateOptions(choices, fields, sample, document, sampleFileName),
  );
}
