import {
  CALLS,
  isSpreadsheetApproval,
  type ApprovalData,
  type Milestone,
  type SpreadsheetApprovalData,
} from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { expect } from './expect.ts';
import { uploadDocumentByApi } from './upload-by-api.ts';

/** A document's milestone trail, as the dashboard reads it (GetDocMilestone). */
export async function milestoneOf(baseUrl: string, token: string, dtId: string): Promise<Milestone> {
  return okResult(await call(baseUrl, CALLS.documents.getDocMilestone, { token, query: { id: dtId } }));
}

/** A document's approvalStatus on the dashboard's first page of five (the newest documents). */
export async function approvalStatusOf(
  baseUrl: string,
  token: string,
  dtId: string,
): Promise<number | null | undefined> {
  const list = okResult(await call(baseUrl, CALLS.dashboard.data, { token, body: { page: 1, pageSize: 5 } }));
  return list.data.find((d) => d.dtId === dtId)?.approvalStatus;
}

/** A form-type document's review data (GetDataForApproval); a spreadsheet-type answer is an error here. */
export async function formApprovalOf(baseUrl: string, token: string, dtId: string): Promise<ApprovalData> {
  const answer = okResult(await call(baseUrl, CALLS.documents.getDataForApproval, { token, query: { docId: dtId } }));
  if (isSpreadsheetApproval(answer)) throw new Error(`${dtId} is reviewed as a spreadsheet, not a form`);
  return answer;
}

/** A spreadsheet-type document's review data (GetDataForApproval); a form-type answer is an error here. */
export async function spreadsheetApprovalOf(
  baseUrl: string,
  token: string,
  dtId: string,
): Promise<SpreadsheetApprovalData> {
  const answer = okResult(await call(baseUrl, CALLS.documents.getDataForApproval, { token, query: { docId: dtId } }));
  if (!isSpreadsheetApproval(answer)) throw new Error(`${dtId} is reviewed as a form, not a spreadsheet`);
  return answer;
}

/** Waits (3 minutes at most) until the pipeline has brought the document to review: three steps in its milestone. */
export async function waitForReview(baseUrl: string, token: string, dtId: string): Promise<void> {
  await expect(
    async () => (await milestoneOf(baseUrl, token, dtId)).process.length === 3,
    'the document reaches review',
    180_000,
  );
}

/** Uploads a file to a mapping that requires approval (manual upload calls) and waits until it is at review; answers its dtId. */
export async function uploadToReview(baseUrl: string, token: string, cnId: string, file: string): Promise<string> {
  const dtId = await uploadDocumentByApi(baseUrl, token, cnId, file);
  await waitForReview(baseUrl, token, dtId);
  return dtId;
}

/** uploadToReview for a form-type mapping; answers the dtId and its review data. */
export async function uploadForReview(
  baseUrl: string,
  token: string,
  cnId: string,
  file: string,
): Promise<{ dtId: string; approval: ApprovalData }> {
  const dtId = await uploadToReview(baseUrl, token, cnId, file);
  return { dtId, approval: await formApprovalOf(baseUrl, token, dtId) };
}
