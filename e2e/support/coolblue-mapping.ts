import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from './mapping-session.ts';

export const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora');
export const coolblue = (n: 1 | 2) => path.join(corpora, `invoice2data-compare/coolblue${n}.pdf`);

/**
 * A finished Commercial Invoice mapping learned on coolblue1.pdf through the API calls the wizard makes:
 * the invoice number (unique key, required) and the total as header fields, article and quantity as columns.
 */
export async function createCoolblueMappingByApi(baseUrl: string, token: string, o: { configName: string; clientEmail: string; request?: Record<string, unknown> }): Promise<string> {
  await api(baseUrl, token, '/api/admin/User/CreateUser', { method: 'POST', body: JSON.stringify({ companyname: 'Coolblue', contectname: 'Bea', email: o.clientEmail }) });
  const fieldId: Record<string, number> = {};
  for (const f of (await api<{ id: number; value: string }[]>(baseUrl, token, '/api/Admin/Map/GetDocFields?docTypeId=1')).body.result) fieldId[f.value] = f.id;
  const form = new FormData();
  form.append('docTypeId', '1');
  form.append('file', new Blob([fs.readFileSync(coolblue(1))], { type: 'application/pdf' }), 'coolblue1.pdf');
  const sample = await api<any>(baseUrl, token, '/api/Admin/Map/GetDataFromSampleFile', { method: 'POST', body: form });
  if (sample.body.code !== 200) throw new Error(`sample: ${sample.body.message}`);
  const header: Record<string, string> = { Factuurnummer: 'Invoice Number', Totaal: 'Total Amount' };
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
      destinationEmailFileType: 'JSON',
      requiredApproval: false,
      draftMode: false,
      ...o.request,
      config: { dtId: 1, docType: 'Commercial Invoice' },
    },
  };
  const saved = await api(baseUrl, token, '/api/Admin/Map/MapDataFromSampleFile', { method: 'POST', body: JSON.stringify(body) });
  if (saved.body.code !== 200) throw new Error(`mapping: ${saved.body.message}`);
  const list = await api<{ cnId: string; configName: string }[]>(baseUrl, token, '/api/Admin/Map/GetConfigurationList');
  return list.body.result.find((m) => m.configName === o.configName)!.cnId;
}
