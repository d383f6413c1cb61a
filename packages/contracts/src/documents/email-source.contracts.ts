import { z } from 'zod';

/**
 * The e-mail attachment source (spec 001 "Email Attachment"): each mapping with it has its own
 * address; a received message is stored raw and handed to this job, which reads it and turns
 * its PDF and photo attachments into documents.
 */
export const receiveEmailJobSchema = z.object({
  companyId: z.uuid(),
  mappingId: z.uuid(),
  /** the raw message (RFC 5322) in the company's storage */
  rawKey: z.string().min(1),
  /** the envelope sender (SMTP MAIL FROM); '' for the null sender <> */
  mailFrom: z.string(),
  /** the mapping's address the message was accepted for */
  recipient: z.string(),
  /** ISO 8601 */
  receivedAt: z.iso.datetime(),
});
export type ReceiveEmailJob = z.infer<typeof receiveEmailJobSchema>;

/** Why an e-mail or one of its attachments was refused (kept in source_receipts.reason and notified). */
export const EMAIL_REFUSAL = {
  unknownSender: "The sender is not in the mapping's list of addresses documents are accepted from.",
  noUsableAttachment: 'The e-mail has no PDF, JPG, PNG or TIFF attachment.',
  notADocument: 'The attachment is not a PDF document or a JPG, PNG or TIFF photo.',
  inlineImage: 'An image shown in the message body, not an attachment.',
  tooLarge: (mb: number) => `The attachment is larger than ${mb} MB.`,
  messageTooLarge: (mb: number) => `The e-mail is larger than ${mb} MB.`,
  mappingUnavailable: 'The mapping no longer takes documents by e-mail.',
} as const;
