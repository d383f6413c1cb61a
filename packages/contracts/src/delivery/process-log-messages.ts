/** Texts of the Process Log (spec 002 §8; those beyond the spec are marked). */
export const PROCESS_LOG_MSG = {
  /** spec 002 §8 tooltip: resend unavailable because approval is needed (contact support) */
  approvalNeeded: 'Resend is unavailable because this document needs approval. Please contact support.',
  sent: 'Data has been sent to your destination.',
  /** beyond the spec */
  beingSent: (destination: string) => `This document is being sent to ${destination} right now.`,
  unknownDestination: (destination: string) => `This document's mapping does not send to ${destination}.`,
  noDocuments: (from: string, to: string) => `No documents were received for this mapping from ${from} to ${to}.`,
  tooMany: (max: number) =>
    `More than ${max} documents were received in these dates: choose fewer days, or tick 'Send as email'.`,
  emailed: (email: string) => `The file will be e-mailed to ${email} shortly.`,
  downloaded: 'Your file has been downloaded.',
} as const;
