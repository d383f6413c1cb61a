import { z } from 'zod';

/**
 * GET /api/App/GetMobileMappings (beyond the spec): the mappings a phone can send photos to, in one
 * call (the capture page runs on a phone, where reading every configuration would be slow): final,
 * with a learned template and the Mobile App source chosen.
 */
export const mobileMappingSchema = z.object({
  cnId: z.string(),
  configName: z.string(),
  docType: z.string(),
  /** the client's company name, else its e-mail */
  clientName: z.string(),
});
export type MobileMapping = z.infer<typeof mobileMappingSchema>;
export const mobileMappingsSchema = z.array(mobileMappingSchema);
