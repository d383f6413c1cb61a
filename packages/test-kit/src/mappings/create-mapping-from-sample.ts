import { CAPTURED_ROW_LABEL } from '@paperbridge/contracts';
import { callApi } from '../call-api.ts';
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
  /** the client the mapping is for, created first */
  client: { companyname: string; contectname: string };
  docTypeId: number;
  sample: { name: string; bytes: Uint8Array; type?: string };
  /** sample key → field */
  rows: Record<string, MappedRow>;
  /** words drawn on the sample's first page (capture mode) and mapped to a field, as the mapping screen sends them */
  drawn?: { text: string; field: string; unique?: boolean }[];
  /** printed column header → field, for the first table holding a column of the first header listed */
  columns?: Record<string, string>;
  /** SubmitConfiguration's endPointsConfigRequest and config beyond submitPayload's defaults */
  request?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/**
 * A finished mapping made as a user makes it in the wizard: the client, the type's fields, the
 * sample read (polling as the wizard does when OCR outlasts the server's wait, SAMPLE_WAIT_MS), its
 * rows and line-item columns mapped, submitted; answers the new configuration's cnId and the sample.
 */
export async function createMappingFromSample(
  baseUrl: string,
  token: string,
  m: SampleMapping,
): Promise<{ cnId: string; sample: any }> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { ...m.client, email: m.clientEmail } });
  const fieldId: Record<string, number> = {};
  for (const f of (
    await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDocFields', { token, query: { docTypeId: m.docTypeId } })
  ).result)
    fieldId[f.value] = f.id;
  const sample = await readSample(baseUrl, token, m.sample, m.docTypeId);
  if (sample.status !== 200) throw new Error(`sample: ${sample.status} ${sample.message}`);
  const seen = new Set<string>();
  const fields = sample.result.fields.map((f: { key: string }, i: number) => {
    const row = m.rows[f.key];
    const first = row !== undefined && !seen.has(f.key);
    if (first) seen.add(f.key);
    const unique = first && Boolean(row.unique);
    return {
      ...f,
      dF_Id: first ? fieldId[row.field] : null,
      sortPosition: i + 1,
      isRequired: unique || (first && Boolean(row.required)),
      isUniqueKey: unique,
    };
  });
  for (const d of m.drawn ?? []) fields.push(drawnRow(sample.result, d, fieldId, fields.length + 1));
  const missing = Object.keys(m.rows).filter((k) => !seen.has(k));
  if (missing.length)
    throw new Error(
      `the sample has no row for ${missing.join(', ')}: ${sample.result.fields.map((f: { key: string }) => f.key).join(' | ')}`,
    );
  const saved = await callApi(baseUrl, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
    token,
    body: submitPayload({
      fileName: sample.result.fileName,
      coEmail: m.clientEmail,
      configName: m.configName,
      dtId: m.docTypeId,
      data: { fields, tables: m.columns ? [lineItems(sample.result.tables, m.columns, fieldId)] : [] },
      request: m.request,
      config: m.config,
    }),
  });
  if (saved.status !== 200) throw new Error(`mapping: ${saved.status} ${saved.message}`);
  const list = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetConfigurationList', { token });
  return {
    cnId: list.result.find((mapping: { configName: string }) => mapping.configName === m.configName).cnId,
    sample: sample.result,
  };
}

/** A row drawn around one printed word of page 1: its text and box, as the capture on the mapping screen makes it (the e2e tier's helper uses it too). */
export function drawnRow(
  sample: any,
  d: { text: string; field: string; unique?: boolean },
  fieldId: Record<string, number>,
  position: number,
) {
  const word = sample.data.pages[0].words.find((w: { text: string }) => w.text === d.text);
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
    dF_Id: fieldId[d.field],
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
    dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null,
  }));
  return { tableNumber: table.tableNumber, capture: true, columns, rule: [] };
}
