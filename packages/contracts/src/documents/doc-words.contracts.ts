import { z } from 'zod';
import { polygonSchema, wordSourceSchema } from '../engine/document-model.ts';

/** GET /api/Admin/Map/GetDocWords?docId&page (beyond the spec): the query. */
export const docWordsQuerySchema = z.object({
  docId: z.string().trim().min(1).max(64),
  page: z.coerce
    .number({ error: 'page must be a page number' })
    .int('page must be a page number')
    .min(1, 'page must be a page number')
    .max(10_000, 'page must be a page number'),
});
export type DocWordsQuery = z.infer<typeof docWordsQuerySchema>;

/**
 * One printed word as the engine read it: its text, its box normalised 0..1 to the upright page
 * (the frame of the approval data's value boxes), and the line it belongs to (an index into the
 * page's lines; null when the engine put it on none), so a phrase can be picked along one line.
 */
export const docWordSchema = z.object({
  text: z.string(),
  polygon: polygonSchema,
  line: z.number().int().nonnegative().nullable(),
});
export type DocWord = z.infer<typeof docWordSchema>;

/**
 * The words of one page of a document, for the review screen's click-to-fill (issue 9 point 5):
 * the text layer of a PDF or the OCR of a photo, whichever the engine used (`source`), with the
 * turn the engine applied to read it (`rotation`, `skew`).
 */
export const docWordsSchema = z.object({
  page: z.number().int().positive(),
  rotation: z.number(),
  skew: z.number(),
  source: wordSourceSchema,
  words: z.array(docWordSchema),
});
export type DocWords = z.infer<typeof docWordsSchema>;
