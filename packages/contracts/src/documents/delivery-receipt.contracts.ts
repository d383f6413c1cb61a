import { z } from 'zod';

/** What a destination answered, kept on the delivery record for the Process Log and support. */
export const deliveryReceiptSchema = z.object({
  fileName: z.string().optional(),
  format: z.string().optional(),
  /** where it went: the remote path, the URL's host, the recipients */
  location: z.string().optional(),
  httpStatus: z.number().int().optional(),
  messageId: z.string().optional(),
  /** an earlier attempt had already delivered it (found on the receiver, not sent again) */
  alreadyThere: z.boolean().optional(),
  /** issue 30: sent in a daily file holding this many documents */
  batchOf: z.number().int().positive().optional(),
});
export type DeliveryReceipt = z.infer<typeof deliveryReceiptSchema>;
