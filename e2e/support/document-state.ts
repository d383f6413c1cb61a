import type { Milestone } from '@paperbridge/contracts';
import { expect } from './expect.ts';
import { api } from './mapping-session.ts';
import { uploadDocumentByApi } from './upload-by-api.ts';

/** A document's milestone trail, as the dashboard reads it (GetDocMilestone). */
export async function milestoneOf(baseUrl: string, token: string, dtId: string): Promise<Milestone> {
  return (await api<Milestone>(baseUrl, token, `/api/Admin/Dashboard/GetDocMilestone?id=${dtId}`)).body.result;
}

/** A document's approvalStatus on the dashboard's first page of five (the newest documents). */
export async function approvalStatusOf(
  baseUrl: string,
  token: string,
  dtId: string,
): Promise<number | null | undefined> {
  const list = await api<{ data: { dtId: string; approvalStatus: number | null }[] }>(
    baseUrl,
    token,
    '/api/Admin/Dashboard/Data',
    { method: 'POST', body: JSON.stringify({ page: 1, pageSize: 5 }) },
  );
  return list.body.result.data.find((d) => d.dtId === dtId)?.approvalStatus;
}

/** Waits (3 minutes at most) until the pipeline has brought the document to review: three steps in its milestone. */
export async function waitForReview(baseUrl: string, token: string, dtId: string): Promise<void> {
  await expect(
    async () => (await milestoneOf(baseUrl, token, dtId)).process.length === 3,
    'the document reaches review',
    180_000,
  );
}

/** Uploads a file to a mapping that requires approval (manual upload calls) and waits until it is at review; answers its dtId and GetDataForApproval. */
export async function uploadForReview<T>(
  baseUrl: string,
  token: string,
  cnId: string,
  file: string,
): Promise<{ dtId: string; approval: T }> {
  const dtId = await uploadDocumentByApi(baseUrl, token, cnId, file);
  await waitForReview(baseUrl, token, dtId);
  return {
    dtId,
    approval: (await api<T>(baseUrl, token, `/api/Admin/Map/GetDataForApproval?docId=${dtId}`)).body.result,
  };
}
