/** Texts of the dashboard (spec 000 §5, §8), exactly as the spec spells them. */
export const DASHBOARD_MSG = {
  noRecords: 'No records available',
  retention: 'Document can not be displayed due to minimum retention period restriction.',
  fileMissing: 'We are unable to find this document.',
  sent: 'Data has been sent to your destination.',
  milestoneMissing: 'Document failed to reach destination.',
  balanceTooltip: 'Your account balance is insufficient to process this document. Please Top-up now.',
  /** beyond the spec: SendDocData on a document that is not "approved but not sent" */
  notWaitingToSend: 'This document is not waiting to be sent to its destination.',
  notFound: 'Document not found.',
  dateRange: 'The end date must not be before the start date.',
} as const;
