import { SPREADSHEET_MSG, XLSX_MIME, type ApproveDataResult } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { commitApproval, documentAwaitingApproval } from './approve-document.ts';
import { planSpreadsheet } from './build-spreadsheet-data.ts';
import { mergeSpreadsheetApproval } from './merge-spreadsheet-approval.ts';
import { readApprovalWorkbook } from './read-approval-workbook.ts';
import { spreadsheetTabOf } from './spreadsheet-approval-type.ts';

/** A reviewed document's workbook is a few kB; 5 MB leaves room for a long one and refuses anything else early. */
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Where the reviewer's workbook is kept beside the document, per attempt (a reprocess starts a new
 * review): delivery sends this file as the Excel output when it is there, else renders `approved`.
 */
export const approvedWorkbookKey = (documentId: string, attempt: number) =>
  `approvals/${documentId}/${attempt}/Worksheet.xlsx`;

/**
 * ApproveData?docId (spreadsheet type, spec 000 §3 "Approve payload (spreadsheet type)"): the
 * reviewed xlsx is read back onto the document's data, stored as `approved` exactly as the form
 * type does (same status, stage and delivery steps), and the file itself is kept for delivery.
 */
export async function approveSpreadsheet(
  ctx: AppContext,
  caller: CallerContext,
  docId: string,
  bytes: Buffer,
): Promise<ApproveDataResult> {
  const { doc, extracted } = await documentAwaitingApproval(ctx, caller, docId);
  const tab = await spreadsheetTabOf(ctx, caller, doc);
  if (!tab) throw invalidField('file', SPREADSHEET_MSG.formType);
  const workbook = await readApprovalWorkbook(bytes);
  const approved = mergeSpreadsheetApproval(extracted, planSpreadsheet(extracted, tab), workbook);
  return commitApproval(ctx, caller, doc, approved, () =>
    storageFor(ctx).put(doc.companyId, approvedWorkbookKey(doc.id, doc.attempt), bytes, XLSX_MIME),
  );
}
