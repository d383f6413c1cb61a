import { z } from 'zod';
import { learnedReadingSchema } from '../engine/template.ts';

/**
 * Beyond the spec (issue 22 point 3): the readings a mapping learned ("reads SANYO STATIONERY SHOP here →
 * deliver SANYU STATIONERY SHOP"), listed on the mapping screen, each removable. The two calls are
 * MAPPING_CALLS.getLearnedReadings and removeLearnedReading (calls/mapping.calls.ts).
 */

/** GET GetLearnedReadings?cnId */
export const learnedReadingsQuerySchema = z.object({ cnId: z.uuid('cnId must be a mapping id') });
export type LearnedReadingsQuery = z.infer<typeof learnedReadingsQuerySchema>;

/** One template field's learned readings, in the order they were learned. */
export const fieldLearnedReadingsSchema = z.object({ field: z.string(), readings: z.array(learnedReadingSchema) });
export type FieldLearnedReadings = z.infer<typeof fieldLearnedReadingsSchema>;

/** The answer of both calls: every field of the mapping's template that has a learned reading. */
export const learnedReadingsSchema = z.object({ cnId: z.string(), fields: z.array(fieldLearnedReadingsSchema) });
export type LearnedReadings = z.infer<typeof learnedReadingsSchema>;

/** POST RemoveLearnedReading {cnId, field, id} */
export const removeLearnedReadingSchema = z.object({
  cnId: z.uuid('cnId must be a mapping id'),
  field: z.string().trim().min(1, 'field is required').max(500),
  id: z.string().trim().min(1, 'id is required').max(100),
});
export type RemoveLearnedReading = z.infer<typeof removeLearnedReadingSchema>;

export const LEARNED_READING_MSG = {
  removed: 'The learned reading was removed: the next documents deliver what the page reads.',
  notFound: 'This learned reading does not exist.',
} as const;
