import fs from 'node:fs';
import { api } from './mapping-session.ts';
import { drawnRow } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';

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
  docType: { id: number; name: string };
  sample: { file: string; name: string; type: string };
  /** sample key → field */
  rows: Record<string, MappedRow>;
  /** a row found by the text the sample reads there (a receipt's shop name has no key) → field */
  rowsByValue?: Record<string, MappedRow>;
  /** words drawn on the sample's first page (capture mode) and mapped to a field, as the mapping screen sends them */
  drawn?: { text: string; field: string; unique?: boolean }[];
  /** printed column header → field, for the first table holding a column of the first header listed */
  columns?: Record<string, string>;
  /** endPointsConfigRequest beyond the defaults (manual upload, JSON to ap@client.example, no approval) */
  request?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/**
 * A finished mapping made through the API calls the wizard makes: the client, the type's fields,
 * the sample read (polling as the wizard does when OCR outlasts the server's wait), its rows and
 * line-item columns mapped, submitted. Answers the new configuration's cnId.
 */
export async function createMappingByApi(baseUrl: string, token: string, m: SampleMapping): Promise<string> {
  if (m.client)
    await api(baseUrl, token, '/api/admin/User/CreateUser', {
      method: 'POST',
      body: JSON.stringify({ ...m.client, email: m.clientEmail }),
    });
  const fieldId: Record<string, number> = {};
  for (const f of (
    await api<{ id: number; value: string }[]>(baseUrl, token, `/api/Admin/Map/GetDocFields?docTypeId=${m.docType.id}`)
  ).body.result)
    fieldId[f.value] = f.id;
  const form = new FormData();
  form.append('docTypeId', String(m.docType.id));
  form.append('file', new Blob([fs.readFileSync(m.sample.file)], { type: m.sample.type }), m.sample.name);
  let sample = await api<any>(baseUrl, token, '/api/Admin/Map/GetDataFromSampleFile', { method: 'POST', body: form });
  for (let i = 0; sample.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    sample = await api<any>(baseUrl, token, `/api/Admin/Map/GetSampleExtraction?jobId=${sample.body.result.jobId}`);
  }
  if (sample.body.code !== 200) throw new Error(`sample: ${sample.body.message}`);
  const seen = new Set<string>();
  const fields = sample.body.result.fields.map((f: { key: string; value: string }, i: number) => {
    const byValue = m.rowsByValue?.[f.value];
    const seenAs = byValue ? `value:${f.value}` : f.key;
    const row = byValue ?? m.rows[f.key];
    const first = row !== undefined && !seen.has(seenAs);
    if (first) seen.add(seenAs);
    const unique = first && Boolean(row.unique);
    return {
      ...f,
      dF_Id: first ? fieldId[row.field] : null,
      sortPosition: i + 1,
      isRequired: unique || (first && Boolean(row.required)),
      isUniqueKey: unique,
    };
  });
  for (const d of m.drawn ?? []) fields.push(drawnRow(sample.body.result, d, fieldId, fields.length + 1));
  const body = {
    fileName: sample.body.result.fileName,
    translation: true,
    data: { fields, tables: m.columns ? [lineItems(sample.body.result.tables, m.columns, fieldId)] : [] },
    endPointsConfigRequest: {
      coEmail: m.clientEmail,
      configName: m.configName,
      isRetention: true,
      retentionDuration: 30,
      isManualUpload: true,
      destinationEmails: ['ap@client.example'],
      destinationEmailFileType: 'JSON',
      requiredApproval: false,
      draftMode: false,
      ...m.request,
      config: { dtId: m.docType.id, docType: m.docType.name, ...m.config },
    },
  };
  const saved = await api(baseUrl, token, '/api/Admin/Map/MapDataFromSampleFile', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (saved.body.code !== 200) throw new Error(`mapping: ${saved.body.message}`);
  const list = await api<{ cnId: string; configName: string }[]>(baseUrl, token, '/api/Admin/Map/GetConfigurationList');
  return list.body.result.find((mapping) => mapping.configName === m.configName)!.cnId;
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
