import { callApi } from '../../apps/server/src/testing/call-api.ts';
import { uploadFile } from '../../apps/server/src/http/mapping/test-support/upload-file.ts';
import { submitPayload } from '../../apps/server/src/http/mapping/test-support/mapping-payload.ts';
import { similarity } from '../../packages/engine/src/template/find-phrase.ts';
import { looseNormalise } from '../../packages/engine/src/template/value-shape.ts';
import { centsOf, dayOf, type FieldKind } from './compare-values.ts';

/** SROIE's four annotated values and the Expense Receipt fields they are mapped to. */
export const RECEIPT_FIELDS = [
  { key: 'company', field: 'Merchant Name', kind: 'text' },
  { key: 'address', field: 'Merchant Address', kind: 'text' },
  { key: 'date', field: 'Receipt Date', kind: 'date' },
  { key: 'total', field: 'Total', kind: 'amount' },
] as const satisfies readonly { key: string; field: string; kind: FieldKind }[];

/** How alike a sample row's text must be to the true value for a user to map that row (issue 22's measurement). */
const ROW_SIMILARITY = 0.8;

interface SampleRow { key: string; value: string; [k: string]: unknown }

/** How well a sample row shows the true value (0: not at all). */
function rowScore(kind: FieldKind, row: SampleRow, want: string): number {
  if (!want.trim() || !row.value.trim()) return 0;
  if (kind === 'date') return dayOf(row.value) !== null && dayOf(row.value) === dayOf(want) ? 1 : 0;
  if (kind === 'amount') return centsOf(row.value) !== null && centsOf(row.value) === centsOf(want) ? (/total/i.test(row.key) ? 1 : 0.9) : 0;
  const s = similarity(looseNormalise(row.value), looseNormalise(want));
  return s >= ROW_SIMILARITY ? s : 0;
}

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
 * product. With `correctText`, the user also types what the receipt prints where the sample misreads a name or an
 * address (issue 22 point 4). Throws when the sample cannot be read.
 */
export async function mapVendorSample(baseUrl: string, token: string, opts: {
  configName: string;
  clientEmail: string;
  sample: { name: string; bytes: Uint8Array };
  truth: Record<string, string>;
  fieldIds: Record<string, number>;
  correctText: boolean;
}): Promise<VendorMapping> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { companyname: opts.configName, contectname: 'Bench', email: opts.clientEmail } });
  let sample = await uploadFile(baseUrl, '/api/Admin/Map/GetDataFromSampleFile', { token, file: { ...opts.sample, type: 'image/jpeg' }, fields: { docTypeId: '2' } });
  for (let i = 0; sample.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    sample = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetSampleExtraction', { token, query: { jobId: sample.result.jobId } });
  }
  if (sample.status !== 200) throw new Error(`sample ${opts.sample.name}: ${sample.status} ${sample.message}`);
  const rows: SampleRow[] = sample.result.fields;
  const chosen = new Map<number, (typeof RECEIPT_FIELDS)[number]>();
  for (const f of RECEIPT_FIELDS) {
    const want = opts.truth[f.key] ?? '';
    let best = -1, top = 0;
    rows.forEach((r, i) => {
      const s = chosen.has(i) ? 0 : rowScore(f.kind, r, want);
      if (s > top) { top = s; best = i; }
    });
    if (best >= 0) chosen.set(best, f);
  }
  const corrected: string[] = [];
  const fields = rows.map((r, i) => {
    const f = chosen.get(i);
    if (!f) return { ...r, dF_Id: null, sortPosition: i + 1 };
    const want = opts.truth[f.key]!.trim();
    const fix = opts.correctText && f.kind === 'text' && r.value.replace(/\s+/g, ' ').trim() !== want;
    if (fix) corrected.push(f.key);
    return { ...r, ...(fix ? { value: want } : {}), dF_Id: opts.fieldIds[f.field], sortPosition: i + 1, isRequired: false, isUniqueKey: false };
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
