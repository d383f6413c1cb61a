import { z } from 'zod';

/** One document to one destination, one scheduled try. */
export const deliverDestinationSchema = z.object({
  documentId: z.uuid(),
  companyId: z.uuid(),
  attempt: z.number().int().min(0),
  destination: z.string().min(1),
  /** which scheduled try this job is (1 = the first); part of the queue key so a retry can be queued while this one runs */
  tryNumber: z.number().int().min(1),
  /** a Process Log resend of a destination delivered before: its number makes the keys of a new message (resend-destination.ts) */
  resend: z.number().int().min(1).optional(),
});
export type DeliverDestinationData = z.infer<typeof deliverDestinationSchema>;
