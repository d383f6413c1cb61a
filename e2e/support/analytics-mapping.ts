import fs from 'node:fs';
import { coolblue } from './coolblue-mapping.ts';
import { api } from './mapping-session.ts';

/**
 * A finished mapping of an analytics tab's type (3: Standard Leave and License agreement, 4:
 * Customised / Handwritten) learned on coolblue1.pdf through the wizard's API calls: the number
 * on the sample is the type's reference field and the unique key, so the pipeline's documents of
 * that layout carry it as dtUniqueReference (the others keep their file name).
 */
export async function createTypedMappingByApi(baseUrl: string, token: string, o: { docTypeId: 3 | 4; configName: string; clientEmail: string }): Promise<string> {
  const type = o.docTypeId === 3 ? { name: 'Standard Leave And License Agreement', field: 'Registration Number' } : { name: 'Customised / Handwritten Document', field: 'Reference Number' };
  await api(baseUrl, token, '/api/admin/User/CreateUser', { method: 'POST', body: JSON.stringify({ companyname: `Client of ${o.configName}`, contectname: 'Bea', email: o.clientEmail }) });
  const fields = (await api<{ id: number; value: string }[]>(baseUrl, token, `/api/Admin/Map/GetDocFields?docTypeId=${o.docTypeId}`)).body.result;
  const fieldId = fields.find((f) => f.value === type.field)!.id;
  const form = new FormData();
  form.append('docTypeId', String(o.docTypeId));
  form.append('file', new Blob([fs.readFileSync(coolblue(1))], { type: 'application/pdf' }), 'coolblue1.pdf');
  const sample = await api<any>(baseUrl, token, '/api/Admin/Map/GetDataFromSampleFile', { method: 'POST', body: form });
  if (sample.body.code !== 200) throw new Error(`sample: ${sample.body.message}`);
  let mapped = false;
  const mappedFields = sample.body.result.fields.map((f: { key: string }, i: number) => {
    const key = !mapped && f.key === 'Factuurnummer';
    if (key) mapped = true;
    return { ...f, dF_Id: key ? fieldId : null, sortPosition: i + 1, isRequired: key, isUniqueKey: key };
  });
  const body = {
    fileName: sample.body.result.fileName,
    translation: true,
    data: { fields: mappedFields, tables: [] },
    endPointsConfigRequest: {
      coEmail: o.clientEmail,
      configName: o.configName,
      isRetention: true,
      retentionDuration: 30,
      isManualUpload: true,
      destinationEmails: ['records@client.example'],
      destinationEmailFileType: 'JSON',
      requiredApproval: false,
      draftMode: false,
      config: { dtId: o.docTypeId, docType: type.name },
    },
  };
  const saved = await api(baseUrl, token, '/api/Admin/Map/MapDataFromSampleFile', { method: 'POST', body: JSON.stringify(body) });
  if (saved.body.code !== 200) throw new Error(`mapping: ${saved.body.message}`);
  const list = await api<{ cnId: string; configName: string }[]>(baseUrl, token, '/api/Admin/Map/GetConfigurationList');
  return list.body.result.find((m) => m.configName === o.configName)!.cnId;
}
