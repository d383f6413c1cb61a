/**
 * What a call answers about a document whose retention period has passed (spec 002 §8 tooltips, spec 000 §5):
 * the original and the delivered data are gone, only the dashboard row and its milestones stay (docs/delivery.md).
 */
export const RETENTION_MSG = {
  /** resend, SendDocData, GetDataForApproval, download: the data itself was removed */
  dataRemoved: 'Data cannot be sent due to minimum retention period restriction.',
  /** the Process Log's view-source (spec 002 §8); the dashboard viewer uses DASHBOARD_MSG.retention (spec 000 §5) */
  originalRemoved: 'The original document can not be displayed due to minimum retention period restriction.',
  /** beyond the spec: ReProcessDoc needs the original */
  cannotReprocess:
    'The original document was removed at the end of its retention period and cannot be processed again.',
} as const;
