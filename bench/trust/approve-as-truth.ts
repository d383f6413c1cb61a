import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { sameValue } from './compare-values.ts';
import { RECEIPT_FIELDS } from './map-vendor-sample.ts';

/**
 * A reviewer's approval of a document waiting for review: each mapped value that is not the receipt's true one is
 * corrected to it (ApproveData, as the review screen sends it), the others approved as read. Answers the fields
 * corrected with what the product had delivered for them.
 */
export async function approveAsTruth(
  baseUrl: string,
  token: string,
  docId: string,
  truth: Record<string, string>,
): Promise<{ field: string; was: string }[]> {
  const data = (await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDataForApproval', { token, query: { docId } }))
    .result as { form: { id: number; label: string; value: string }[] };
  const corrected: { field: string; was: string }[] = [];
  const form = data.form.map((f) => {
    const spec = RECEIPT_FIELDS.find((r) => r.field === f.label);
    const want = spec ? (truth[spec.key] ?? '').trim() : '';
    if (!spec || !want || sameValue(spec.kind, f.value, want))
      return { id: f.id, label: f.label, value: f.value, isDelete: false };
    corrected.push({ field: spec.key, was: f.value });
    return { id: f.id, label: f.label, value: want, isDelete: false };
  });
  const res = await callApi(baseUrl, 'POST', '/api/Admin/Map/ApproveData', {
    token,
    body: { docId, form, extactedFromTable: [], tables: [] },
  });
  if (res.status !== 200) throw new Error(`approve ${docId}: ${res.status} ${res.message}`);
  return corrected;
}
