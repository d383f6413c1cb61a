import { z } from 'zod';

/** What every stage job carries: the document, its company, and the attempt it belongs to. */
export const pipelineJobSchema = z.object({
  documentId: z.uuid(),
  companyId: z.uuid(),
  attempt: z.number().int().min(0),
});
export type PipelineJobData = z.infer<typeof pipelineJobSchema>;
