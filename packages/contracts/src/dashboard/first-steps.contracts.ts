import { z } from 'zod';

/**
 * GET /api/Admin/Dashboard/GetFirstSteps (beyond the spec, issue 14 point 12): what a new company has done
 * of add a client → create a mapping → upload a document; the dashboard shows the steps until it has documents.
 */
export const firstStepsResultSchema = z.object({
  hasClient: z.boolean(),
  hasMapping: z.boolean(),
  hasDocument: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsResultSchema>;
