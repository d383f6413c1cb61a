import { callApi } from '../../testing/call-api.ts';
import { readSample } from '../../http/mapping/test-support/read-sample.ts';
import { submitPayload } from '../../http/mapping/test-support/mapping-payload.ts';

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
export async function createMappingFromSample(baseUrl: string, token: string, m: SampleMapping): Promise<{ cnId: string; sample: any }> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { ...m.client, email: m.clientEmail } });
  const fieldId: Record<string, number> = {};
  for (const f of (await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDocFields', { token, query: { docTypeId: m.docTypeId } })).result) fieldId[f.value] = f.id;
  const sample = await readSample(baseUrl, token, m.sample, m.docTypeId);
  if (sample.status !== 200) throw new Error(`sample: ${sample.status} ${sample.message}`);
  const seen = new Set<string>();
  const fields = sample.result.fields.map((f: { key: string }, i: number) => {
    const row = m.rows[f.key];
    const first = row !== undefined && !seen.has(f.key);
    if (first) seen.add(f.key);
    const unique = first && Boolean(row.unique);
    return { ...f, dF_Id: first ? fieldId[row.field] : null, sortPosition: i + 1, isRequired: unique || (first && Boolean(row.required)), isUniqueKey: unique };
  });
  const missing = Object.keys(m.rows).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`the sample has no row for ${missing.join(', ')}: ${sample.result.fields.map((f: { key: string }) => f.key).join(' | ')}`);
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
  return { cnId: list.result.find((mapping: { configName: string }) => mapping.configName === m.configName).cnId, sample: sample.result };
}

type SampleTable = { tableNumber: number; columns: { columnNumber: number; header?: string | null }[] };

/** The captured line-item table: the first holding a column of the first header listed, its columns mapped by their header. */
function lineItems(tables: SampleTable[], columnField: Record<string, string>, fieldId: Record<string, number>) {
  const [firstHeader] = Object.keys(columnField);
  const table = tables.find((t) => t.columns.some((c) => c.header === firstHeader));
  if (!table) throw new Error(`the sample has no table with a ${firstHeader} column`);
  const columns = table.columns.map((c) => ({ columnNumber: c.columnNumber, dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null }));
  return { tableNumber: table.tableNumber, capture: true, columns, rule: [] };
}
