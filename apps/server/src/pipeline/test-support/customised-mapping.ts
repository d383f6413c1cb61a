import fs from 'node:fs';
import { callApi } from '../../testing/call-api.ts';
import { uploadFile } from '../../http/mapping/test-support/upload-file.ts';
import { submitPayload } from '../../http/mapping/test-support/mapping-payload.ts';
import { COOLBLUE } from './invoice-mapping.ts';

/**
 * A finished Customised / Handwritten Document mapping (type 4) learned on coolblue1.pdf with an
 * Excel e-mail output, a worksheet tab name and review required: the spreadsheet-type approval
 * (docs/review.md). The invoice number is the Reference Number (unique key), the total the Amount,
 * article and quantity the Description and Quantity columns.
 */
export async function createCustomisedExcelMapping(baseUrl: string, token: string, opts: { configName: string; clientEmail: string; tabName: string }): Promise<string> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { companyname: 'Coolblue', contectname: 'Bea', email: opts.clientEmail } });
  const fieldId: Record<string, number> = {};
  for (const f of (await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDocFields', { token, query: { docTypeId: 4 } })).result) fieldId[f.value] = f.id;
  const sample = await uploadFile(baseUrl, '/api/Admin/Map/GetDataFromSampleFile', { token, file: { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) }, fields: { docTypeId: '4' } });
  if (sample.status !== 200) throw new Error(`sample: ${sample.status} ${sample.message}`);
  const header: Record<string, { field: string; unique?: boolean }> = { Factuurnummer: { field: 'Reference Number', unique: true }, Totaal: { field: 'Amount' } };
  const seen = new Set<string>();
  const fields = sample.result.fields.map((f: { key: string }, i: number) => {
    const h = header[f.key];
    const first = h && !seen.has(f.key);
    if (first) seen.add(f.key);
    return { ...f, dF_Id: first ? fieldId[h.field] : null, sortPosition: i + 1, isRequired: first && Boolean(h.unique), isUniqueKey: first && Boolean(h.unique) };
  });
  const lineTable = sample.result.tables.find((t: { columns: { header: string | null }[] }) => t.columns.some((c) => c.header === 'Artikel'));
  const columnField: Record<string, string> = { Artikel: 'Description', Aantal: 'Quantity' };
  const columns = lineTable.columns.map((c: { columnNumber: number; header: string | null }) => ({ columnNumber: c.columnNumber, dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null }));
  const saved = await callApi(baseUrl, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
    token,
    body: submitPayload({
      fileName: sample.result.fileName,
      coEmail: opts.clientEmail,
      configName: opts.configName,
      dtId: 4,
      data: { fields, tables: [{ tableNumber: lineTable.tableNumber, capture: true, columns, rule: [] }] },
      request: { destinationEmailFileType: 'EXCEL', requiredApproval: true },
      config: { docType: 'Customised / Handwritten Document', excelTabName: opts.tabName },
    }),
  });
  if (saved.status !== 200) throw new Error(`mapping: ${saved.status} ${saved.message}`);
  const list = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetConfigurationList', { token });
  return list.result.find((m: { configName: string }) => m.configName === opts.configName).cnId;
}
