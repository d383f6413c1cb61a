import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { readSample } from '@paperbridge/test-kit/mappings/read-sample.ts';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';
import { chooseSampleRows, type SampleRow as ChosenRow } from './choose-sample-rows.ts';

export { RECEIPT_FIELDS } from './choose-sample-rows.ts';

type SampleRow = ChosenRow & Record<string, unknown>;

export interface VendorMapping {
  cnId: string;
  /** the fields that had a sample row close enough to map, by SROIE key */
  mapped: string[];
  /** mapped text rows whose sample reading the user corrected to what the receipt prints */
  corrected: string[];
}

/**
 * A mapping made as a user makes it from one receipt: the sample read, for each SROIE value the row most alike
 * to it mapped to its field (none when no row is close enough: often a multi-line address), review left to the
 * product. With `correctText`, the user checks each mapped name and address against the print: confirms the ones read
 * right (saved unchanged on the mapping screen) and types what the receipt prints where the sample misreads one
 * (issue 22 point 4). Throws when the sample cannot be read.
 */
export async function mapVendorSample(
  baseUrl: string,
  token: string,
  opts: {
    configName: string;
    clientEmail: string;
    sample: { name: string; bytes: Uint8Array };
    truth: Record<string, string>;
    fieldIds: Record<string, number>;
    correctText: boolean;
  },
): Promise<VendorMapping> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', {
    token,
    body: { companyname: opts.configName, contectname: 'Bench', email: opts.clientEmail },
  });
  const sample = await readSample(baseUrl, token, { ...opts.sample, type: 'image/jpeg' }, 2);
  if (sample.status !== 200) throw new Error(`sample ${opts.sample.name}: ${sample.status} ${sample.message}`);
  const rows: SampleRow[] = sample.result.fields;
  const chosen = chooseSampleRows(rows, opts.truth);
  const corrected: string[] = [];
  const fields = rows.map((r, i) => {
    const f = chosen.get(i);
    if (!f) return { ...r, dF_Id: null, sortPosition: i + 1 };
    const want = opts.truth[f.key]!.trim();
    const fix = opts.correctText && f.kind === 'text' && r.value.replace(/\s+/g, ' ').trim() !== want;
    if (fix) corrected.push(f.key);
    // the user who checks a name against the print and finds it right saves it unchanged: confirmed (issue 22 point 4)
    const confirm = opts.correctText && f.kind === 'text' && !fix;
    return {
      ...r,
      ...(fix ? { value: want } : {}),
      ...(confirm ? { textConfirmed: true } : {}),
      dF_Id: opts.fieldIds[f.field],
      sortPosition: i + 1,
      isRequired: false,
      isUniqueKey: false,
    };
  });
  const saved = await callApi(baseUrl, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
    token,
    body: submitPayload({
      fileName: sample.result.fileName,
      coEmail: opts.clientEmail,
      configName: opts.configName,
      dtId: 2,
      data: { fields, tables: [] },
      request: { isManualUpload: true, destinationEmails: ['books@bench.example'], destinationEmailFileType: 'JSON' },
      config: { docType: 'Expense Receipt' },
    }),
  });
  if (saved.status !== 200) throw new Error(`mapping ${opts.configName}: ${saved.status} ${saved.message}`);
  const list = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetConfigurationList', { token });
  const cnId: string = list.result.find((m: { configName: string }) => m.configName === opts.configName).cnId;
  return { cnId, mapped: [...chosen.values()].map((f) => f.key), corrected };
}
