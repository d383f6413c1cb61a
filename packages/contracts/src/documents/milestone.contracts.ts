import { z } from 'zod';

/** A step of the milestone trail (spec 000 §3): a name and a boolean status; null = none/unknown (grey). */
export const milestoneStepSchema = z.object({ name: z.string(), status: z.boolean().nullable() });
export const milestoneSchema = z.object({
  in: z.array(milestoneStepSchema),
  process: z.array(milestoneStepSchema),
  out: z.array(milestoneStepSchema),
  message: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** GET /api/Admin/Dashboard/GetDocMilestone?id: the document's id. */
export const milestoneQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });
