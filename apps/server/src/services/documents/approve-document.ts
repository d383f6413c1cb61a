import { and, eq } from 'drizzle-orm';
import { cleanIdentifier } from '@paperbridge/engine';
import {
  APPROVAL_MSG,
  APPROVAL_STATUS,
  fieldKindOf,
  type ApprovalData,
  type ApproveDataRequest,
  type ApproveDataResult,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { documentResults, documents, documentStages, mappings } from '../../db/schema/index.ts';
import { conflict, invalidField } from '../../lib/errors/domain-error.ts';
import { queueNextStage } from '../../pipeline/queue-next-stage.ts';
import { findDocument } from './find-document.ts';
import { mappingDestinations } from '../../pipeline/deliver/mapping-destinations.ts';
import { mergeApproval } from './merge-approval.ts';
import { NO_DATA_YET } from './get-approval-data.ts';
import { learnApprovedDateOrder } from '../../pipeline/map/values/learn-approved-date-order.ts';

/** The unique-key field's approved value, as delivered (an identifier without the words around it): a corrected invoice number renames the document too. */
function approvedReference(data: ApprovalData, uniqueKeyFieldId: number | undefined): string | null {
  const field = uniqueKeyFieldId === undefined ? undefined : data.form.find((f) => f.dF_Id === uniqueKeyFieldId);
  const raw = field && !field.isDelete ? field.value.trim() : '';
  const value = raw && fieldKindOf(field!.label) === 'identifier' ? cleanIdentifier(raw) || raw : raw;
  return value ? value.slice(0, 300) : null;
}

/**
 * ApproveData (form type, spec 000 §4 "Approval flow"): the reviewer's data is stored apart from
 * what was extracted, the review stage is recorded as done, and the document goes on to delivery.
 * approvalStatus becomes 3 ("approved but not sent to destination") while the mapping has somewhere
 * to send it, else 1; delivery sets 1 once everything was sent. Only a document waiting for
 * approval (status 0) can be approved, so a second approval is refused instead of sending twice.
 */
export async function approveDocument(
  ctx: AppContext,
  caller: CallerContext,
  payload: ApproveDataRequest,
): Promise<ApproveDataResult> {
  const { doc, extracted } = await documentAwaitingApproval(ctx, caller, payload.docId);
  return commitApproval(ctx, caller, doc, mergeApproval(extracted, payload));
}

const notWaiting = () => conflict(APPROVAL_MSG.notWaiting, [{ field: 'docId', message: APPROVAL_MSG.notWaiting }]);

/** The caller's document while it waits for approval, with what was extracted (shared with the spreadsheet type). */
export async function documentAwaitingApproval(ctx: AppContext, caller: CallerContext, docId: string) {
  const doc = await findDocument(ctx, caller, docId, 'docId');
  if (doc.approvalStatus !== APPROVAL_STATUS.waiting || doc.status !== 'awaiting_review') throw notWaiting();
  const [result] = await ctx.db
    .select({ extracted: documentResults.extracted })
    .from(documentResults)
    .where(eq(documentResults.documentId, doc.id));
  if (!result?.extracted) throw invalidField('docId', NO_DATA_YET);
  return { doc, extracted: result.extracted };
}

/**
 * Stores the approved data and moves the document on (shared with the spreadsheet type).
 * `withinApproval` runs inside the transaction once this call has won the approval, so what it
 * stores (the spreadsheet type's workbook) is never overwritten by an approval that is refused.
 */
export async function commitApproval(
  ctx: AppContext,
  caller: CallerContext,
  doc: typeof documents.$inferSelect,
  approved: ApprovalData,
  withinApproval?: () => Promise<void>,
): Promise<ApproveDataResult> {
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select({ endpoints: mappings.endpoints, fieldMappings: mappings.fieldMappings })
        .from(mappings)
        .where(inCompany(mappings, caller, eq(mappings.id, doc.mappingId)))
    : [];
  const approvalStatus =
    mapping && mappingDestinations(mapping.endpoints).length
      ? APPROVAL_STATUS.approvedNotSent
      : APPROVAL_STATUS.approved;
  const uniqueReference =
    approvedReference(approved, mapping?.fieldMappings.find((r) => r.isUniqueKey)?.dF_Id ?? undefined) ??
    doc.uniqueReference;
  if (uniqueReference) approved.docRef = uniqueReference;
  const now = new Date();

  await ctx.db.transaction(async (tx) => {
    // the guard on approvalStatus and attempt makes two approvals at once (or one during a reprocess) approve once
    const moved = await tx
      .update(documents)
      .set({ approvalStatus, status: 'ready', uniqueReference, errorMessage: null, updatedAt: now })
      .where(
        and(
          eq(documents.id, doc.id),
          eq(documents.companyId, caller.companyId),
          eq(documents.attempt, doc.attempt),
          eq(documents.approvalStatus, APPROVAL_STATUS.waiting),
        ),
      )
      .returning({ id: documents.id });
    if (!moved.length) throw notWaiting();
    await withinApproval?.();
    await tx
      .update(documentResults)
      .set({ approved, approvedBy: caller.userId, approvedAt: now, updatedAt: now })
      .where(eq(documentResults.documentId, doc.id));
    await tx
      .update(documentStages)
      .set({ status: 'success', errors: [], finishedAt: now })
      .where(
        and(
          eq(documentStages.documentId, doc.id),
          eq(documentStages.attempt, doc.attempt),
          eq(documentStages.step, 'review'),
          eq(documentStages.destination, ''),
        ),
      );
  });
  // before delivery is queued: the file is written with the date order the reviewer confirmed
  await learnApprovedDateOrder(ctx.db, caller.companyId, doc, approved);
  await queueNextStage(ctx, 'deliver', { documentId: doc.id, companyId: doc.companyId, attempt: doc.attempt });
  // corrections teach the mapping (docs/review.md): a durable job, so the approval never waits for it
  await ctx.jobs.send('learn-from-approval', { documentId: doc.id, companyId: doc.companyId, attempt: doc.attempt });
  return { dtId: doc.id, approvalStatus };
}
