import { CALLS, CAPTURED_ROW_LABEL, type SampleResult } from '@paperbridge/contracts';
import { call } from '../call.ts';
import { okResult } from '../ok-result.ts';
import { readSample } from './read-sample.ts';
import { submitPayload } from './mapping-payload.ts';

/** A header field of the type that a row of the sample is mapped to (the first row with that key). */
export interface MappedRow {
  field: string;
  required?: boolean;
  /** the unique key; also required */
  unique?: boolean;
}

export interface SampleMapping {
  configName: string;
  clientEmail: string;
  /** the client the mapping is for, created first; left out when the test made it already */
  client?: { companyname: string; contectname: string };
  docTypeId: number;
  sample: { name: string; bytes: Uint8Array; type?: string };
  /** sample key → field */
  rows: Record<string, MappedRow>;
  /** a row found by the text the sample reads there (a receipt's shop name has no key) → field */
  rowsByValue?: Record<string, MappedRow>;
  /** words drawn on the sample's first page (capture mode) and mapped to a field, as the mapping screen sends them */
  drawn?: { text: string; field: string; unique?: boolean }[];
  /** printed column header → field, for the first table holding a column of the first header listed */
  columns?: Record<string, string>;
  /** SubmitConfiguration's endPointsConfigRequest and config beyond submitPayload's defaults */
  request?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/**
 * A finished mapping made as a user makes it in the wizard, every call through the calls table: the client,
 * the type's fields, the sample read (polling as the wizard does when OCR outlasts the server's wait,
 * SAMPLE_WAIT_MS), its rows and line-item columns mapped, submitted; answers the new configuration's cnId
 * and the sample.
 */
export async function createMappingFromSample(
  baseUrl: string,
  token: string,
  m: SampleMapping,
): Promise<{ cnId: string; sample: SampleResult }> {
  if (m.client)
    okResult(await call(baseUrl, CALLS.mapping.createUser, { token, body: { ...m.client, email: m.clientEmail } }));
  const fieldId: Record<string, number> = {};
  const docFields = await call(baseUrl, CALLS.mapping.getDocFields, { token, query: { docTypeId: m.docTypeId } });
  for (const f of okResult(docFields)) fieldId[f.value] = f.id;
  const read = await readSample(baseUrl, token, m.sample, m.docTypeId);
  if (read.code !== 200) throw new Error(`sample: ${read.status} ${read.message}`);
  const sample = read.result;
  const seen = new Set<string>();
  const fields = sample.fields.map((f, i) => {
    // a row chosen by its text is told apart from a row chosen by its key, so both kinds may map one key
    const byValue = m.rowsByValue?.[f.value];
    const seenAs = byValue ? `value:${f.value}` : f.key;
    const row = byValue ?? m.rows[f.key];
    const first = row !== undefined && !seen.has(seenAs);
    if (first) seen.add(seenAs);
    const unique = first && Boolean(row.unique);
    return {
      ...f,
      dF_Id: first ? idOf(fieldId, row.field) : null,
      sortPosition: i + 1,
      isRequired: unique || (first && Boolean(row.required)),
      isUniqueKey: unique,
    };
  });
  for (const d of m.drawn ?? []) fields.push(drawnRow(sample, d, fieldId, fields.length + 1));
  const missing = [
    ...Object.keys(m.rows).filter((k) => !seen.has(k)),
    ...Object.keys(m.rowsByValue ?? {}).filter((v) => !seen.has(`value:${v}`)),
  ];
  if (missing.length)
    throw new Error(`the sample has no row for ${missing.join(', ')}: ${sample.fields.map((f) => f.key).join(' | ')}`);
  const saved = await call(baseUrl, CALLS.mapping.mapDataFromSampleFile, {
    token,
    body: submitPayload({
      fileName: sample.fileName,
      coEmail: m.clientEmail,
      configName: m.configName,
      dtId: m.docTypeId,
      data: { fields, tables: m.columns ? [lineItems(sample.tables, m.columns, fieldId)] : [] },
      request: m.request,
      config: m.config,
    }),
  });
  if (saved.code !== 200) throw new Error(`mapping: ${saved.status} ${saved.message}`);
  const list = okResult(await call(baseUrl, CALLS.mapping.getConfigurationList, { token }));
  const made = list.find((mapping) => mapping.configName === m.configName);
  if (!made) throw new Error(`the mapping list has no ${m.configName} after it was saved`);
  return { cnId: made.cnId, sample };
}

/** A row drawn around one printed word of page 1: its text and box, as the capture on the mapping screen makes it (the e2e tier's helper uses it too). */
export function drawnRow(
  sample: SampleResult,
  d: { text: string; field: string; unique?: boolean },
  fieldId: Record<string, number>,
  position: number,
) {
  const word = sample.data.pages[0]?.words.find((w) => w.text === d.text);
  if (!word) throw new Error(`the sample's first page has no word ${d.text}`);
  const template = sample.fields[0];
  return {
    ...template,
    key: '',
    label: CAPTURED_ROW_LABEL,
    drawn: true,
    likely: true,
    value: d.text,
    polygon: word.polygon,
    keyPolygon: null,
    page: 1,
    dF_Id: idOf(fieldId, d.field),
    confidence: 100,
    includeAsColumn: false,
    tableNumber: 0,
    columnNumber: 0,
    unique_id: `drawn-${position}`,
    isCustomField: false,
    isNewInStack: true,
    sortPosition: position,
    orderIndex: position,
    isRequired: Boolean(d.unique),
    isUniqueKey: Boolean(d.unique),
  };
}

type SampleTable = { tableNumber: number; columns: { columnNumber: number; header?: string | null }[] };

/** The captured line-item table: the first holding a column of the first header listed, its columns mapped by their header. */
function lineItems(tables: SampleTable[], columnField: Record<string, string>, fieldId: Record<string, number>) {
  const [firstHeader] = Object.keys(columnField);
  const table = tables.find((t) => t.columns.some((c) => c.header === firstHeader));
  if (!table) throw new Error(`the sample has no table with a ${firstHeader} column`);
  const columns = table.columns.map((c) => ({
    columnNumber: c.columnNumber,
    dF_Id: c.header && columnField[c.header] ? idOf(fieldId, columnField[c.header]!) : null,
  }));
  return { tableNumber: table.tableNumber, capture: true, columns, rule: [] };
}

/** A field of the type by its name; a name the type lacks is a mistake in the test, not a row left unmapped. */
function idOf(fieldId: Record<string, number>, field: string): number {
  const id = fieldId[field];
  if (id === undefined) throw new Error(`the document type has no field ${field}: ${Object.keys(fieldId).join(', ')}`);
  return id;
}
