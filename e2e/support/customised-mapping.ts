import fs from 'node:fs';
import { coolblue } from './coolblue-mapping.ts';
import { api } from './mapping-session.ts';

/**
 * A finished Customised / Handwritten Document mapping (type 4) learned on coolblue1.pdf with an
 * Excel e-mail output, a worksheet tab name and review required: the spreadsheet-type approval
 * (docs/review.md). Reference Number (the invoice number, unique key) and Amount (the total) as
 * header fields, Description and Quantity (article and quantity) as columns.
 */
export async function createCustomisedExcelMappingByApi(baseUrl: string, token: string, o: { configName: string; clientEmail: string; tabName: string }): Promise<string> {
  await api(baseUrl, token, '/api/admin/User/CreateUser', { method: 'POST', body: JSON.stringify({ companyname: 'Coolblue', contectname: 'Bea', email: o.clientEmail }) });
  const fieldId: Record<string, number> = {};
  for (const f of (await api<{ id: number; value: string }[]>(baseUrl, token, '/api/Admin/Map/GetDocFields?docTypeId=4')).body.result) fieldId[f.value] = f.id;
  const form = new FormData();
  form.append('docTypeId', '4');
  form.append('file', new Blob([fs.readFileSync(coolblue(1))], { type: 'application/pdf' }), 'coolblue1.pdf');
  const sample = await api<any>(baseUrl, token, '/api/Admin/Map/GetDataFromSampleFile', { method: 'POST', body: form });
  if (sample.body.code !== 200) throw new Error(`sample: ${sample.body.message}`);
  const header: Record<string, string> = { Factuurnummer: 'Reference Number', Totaal: 'Amount' };
  const seen = new Set<string>();
  const fields = sample.body.result.fields.map((f: { key: string }, i: number) => {
    const first = Boolean(header[f.key]) && !seen.has(f.key);
    if (first) seen.add(f.key);
    const unique = first && f.key === 'Factuurnummer';
    return { ...f, dF_Id: first ? fieldId[header[f.key]!] : null, sortPosition: i + 1, isRequired: unique, isUniqueKey: unique };
  });
  const table = sample.body.result.tables.find((t: { columns: { header: string | null }[] }) => t.columns.some((c) => c.header === 'Artikel'));
  const columnField: Record<string, string> = { Artikel: 'Description', Aantal: 'Quantity' };
  const columns = table.columns.map((c: { columnNumber: number; header: string | null }) => ({ columnNumber: c.columnNumber, dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null }));
  const body = {
    fileName: sample.body.result.fileName,
    translation: true,
    data: { fields, tables: [{ tableNumber: table.tableNumber, capture: true, columns, rule: [] }] },
    endPointsConfigRequest: {
      coEmail: o.clientEmail,
      configName: o.configName,
      isRetention: true,
      retentionDuration: 30,
      isManualUpload: true,
      destinationEmails: ['ap@client.example'],
      destinationEmailFileType: 'EXCEL',
      requiredApproval: true,
      draftMode: false,
      config: { dtId: 4, docType: 'Customised / Handwritten Document', excelTabName: o.tabName },
    },
  };
  const saved = await api(baseUrl, token, '/api/Admin/Map/MapDataFromSampleFile', { method: 'POST', body: JSON.stringify(body) });
  if (saved.body.code !== 200) throw new Error(`mapping: ${saved.body.message}`);
  const list = await api<{ cnId: string; configName: string }[]>(baseUrl, token, '/api/Admin/Map/GetConfigurationList');
  return list.body.result.find((m) => m.configName === o.configName)!.cnId;
}
