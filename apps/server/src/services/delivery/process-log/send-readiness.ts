import { APPROVAL_STATUS, type DocumentState } from '@paperbridge/contracts';

/** States in which a document's data exists and was handed to delivery (or is ready to be). */
const SENDABLE_STATES: readonly DocumentState[] = ['ready', 'delivering', 'delivered'];

/**
 * Spec 002 §4 "Resend icons": the data may go out only when approval is not required (null) or was
 * given (1, or 3 = approved but not sent), and the pipeline got as far as having data to send. Used
 * for the row's isApproved, for ResendDocData and for which documents a download includes.
 */
export function isSendable(doc: { approvalStatus: number | null; status: DocumentState }): boolean {
  const approved =
    doc.approvalStatus === null ||
    doc.approvalStatus === APPROVAL_STATUS.approved ||
    doc.approvalStatus === APPROVAL_STATUS.approvedNotSent;
  return approved && SENDABLE_STATES.includes(doc.status);
}
