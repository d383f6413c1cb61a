import { z } from 'zod';
import { polygonSchema } from './document-model.ts';

/**
 * A learned template (issue 3 §7): what `learn(sampleDoc, values)` produces and
 * `apply(template, doc)` consumes. The server stores it as JSON.
 * Boxes are normalised 0..1 to the upright page, origin top-left.
 */

export const boxSchema = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });
export type Box = z.infer<typeof boxSchema>;

/** What the user maps on a sample: each field's value as printed, each table's column headers as printed. */
export const templateValuesSchema = z.object({
  fields: z.record(z.string(), z.string()),
  tables: z.array(z.object({ columns: z.record(z.string(), z.string()) })).optional(),
});
export type TemplateValues = z.infer<typeof templateValuesSchema>;

/** A label near a value, used to find the value again. */
export const templateAnchorSchema = z.object({
  /** the label words as printed, e.g. "Date Collected:" */
  text: z.string(),
  /** where the label sits relative to the value */
  relation: z.enum(['left', 'above', 'page']),
  /** the label's box on the sample page */
  box: boxSchema,
  /**
   * Lines printed just above and below the label on the sample, with their offset from it (0..1 of the
   * sample page). When the label is printed more than once ("Total", "Total Savings", "Total Incl. GST"),
   * the copy whose neighbours sit where the sample's did is the one.
   */
  context: z.array(z.object({ text: z.string(), dx: z.number(), dy: z.number() })).optional(),
  /**
   * Issue 28: the label words printed next to the value inside a longer line ("vom" of "Nr. 471102 vom 05.03.2018"),
   * after another value whose length changes: they find the value, but never vote on where the page moved.
   */
  inLine: z.boolean().optional(),
});
export type TemplateAnchor = z.infer<typeof templateAnchorSchema>;

/** Where a field's value sits on a sample and how it is read there. */
export const templateFieldLocationSchema = z.object({
  /** 1-based page of the sample */
  page: z.number().int().positive(),
  /** the value as found on the sample (for the confidence and for length hints) */
  sampleValue: z.string(),
  /** the value's box on the sample page */
  box: boxSchema,
  /** number of lines the value spanned */
  lineCount: z.number().int().positive(),
  /** best anchor first; empty when only the page position is known */
  anchors: z.array(templateAnchorSchema),
  /** false when the value was not found on the sample: applying reports the field missing */
  located: z.boolean(),
  /** the value's shape learned from the sample: a date or amount is read as the matching token of a line */
  shape: z.enum(['date', 'amount', 'text']).optional(),
  /** the value as the user typed it on the sample (fixed text such as a vendor name is recognised by it) */
  typedValue: z.string().optional(),
  /** the user typed the value in capitals although it is printed otherwise: applied values are upper-cased too */
  upperCase: z.boolean().optional(),
  /**
   * Issue 22 point 4: typedValue is only the sample's own OCR reading, which no person confirmed (the mapping
   * screen sent the row as read). Readings are then never "corrected" towards it: the CORRECTED mark may only
   * move a reading towards text a person confirmed. Absent: confirmed (typed by a person, or a text layer).
   */
  unconfirmed: z.boolean().optional(),
  /**
   * Issue 22 point 1: the lowest OCR confidence (0..1) of the sample's words of this value when it was learned; a value
   * the sample itself read doubtfully is read doubtfully on later documents too. Absent (templates learned before): 1.
   */
  sampleConfidence: z.number().min(0).max(1).optional(),
  /**
   * Issue 28 point 1: the value was part of a longer printed line ("Rechnung Nr. 471102 vom 05.03.2018"): the word
   * printed right after it on the sample ("vom"). On other documents the value read from the line ends before that
   * word, so the words around it are not delivered with it. Absent: the value ended its run of words.
   */
  followedBy: z.string().optional(),
});
export type TemplateFieldLocation = z.infer<typeof templateFieldLocationSchema>;

/**
 * A further place of a field, learned from a reviewer's correction on a processed document (issue 9
 * point 5). Its boxes are carried back into the sample's frame (through the page transform of that
 * document), so it is read with the same page transform as the field itself.
 */
export const templateLearnedLocationSchema = templateFieldLocationSchema.extend({
  /** the corrected document it was learned from (its reference as the reviewer saw it) */
  learnedFrom: z.string().optional(),
  /** ISO time of the approval it was learned from */
  learnedAt: z.string().optional(),
});
export type TemplateLearnedLocation = z.infer<typeof templateLearnedLocationSchema>;

/**
 * A reading the page gives consistently for a field, and what a person confirmed it means (issue 22 point 3/4):
 * "reads SANYO STATIONERY SHOP here → deliver SANYU STATIONERY SHOP". Learned from the text a user corrected on
 * the mapping's sample ('sample') or from a reviewer's correction the page misreads ('review'); the mapping screen
 * lists them and the user may remove one.
 */
export const learnedReadingSchema = z.object({
  /** stable id, so the mapping screen can remove one */
  id: z.string(),
  /** the text as the page reads it (whitespace collapsed) */
  read: z.string(),
  /** what a person confirmed is printed there */
  value: z.string(),
  origin: z.enum(['sample', 'review']),
  /** the document it was learned from (its reference as the reviewer saw it, or the sample's file name) */
  learnedFrom: z.string().optional(),
  /** ISO time it was learned */
  learnedAt: z.string().optional(),
});
export type LearnedReading = z.infer<typeof learnedReadingSchema>;

export const templateFieldSchema = z.object({
  name: z.string(),
  ...templateFieldLocationSchema.shape,
  /** learned readings (issue 22 point 3): applied after reading the field, the page's reading kept as readAs */
  readings: z.array(learnedReadingSchema).optional(),
  /** the field always delivers this value, whatever the page reads (set on the mapping screen, issue 22 point 3) */
  fixedValue: z.string().optional(),
  /**
   * Places learned from corrections, oldest first (absent in templates that learned none). Applying
   * reads the field at its own place and at each of these and keeps the read whose label and the
   * lines around it match the document best.
   */
  alternatives: z.array(templateLearnedLocationSchema).optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

export const templateColumnSchema = z.object({
  name: z.string(),
  /** header text as printed */
  header: z.string(),
  /** the header's box on the sample page */
  headerBox: boxSchema,
  /** x-range the column's cells took on the sample page */
  x0: z.number(),
  x1: z.number(),
});
export type TemplateColumn = z.infer<typeof templateColumnSchema>;

export const templateTableSchema = z.object({
  page: z.number().int().positive(),
  columns: z.array(templateColumnSchema),
  /** header words on the header line that belong to no mapped column (they still bound the columns) */
  otherHeaders: z.array(z.object({ text: z.string(), box: boxSchema })),
  /** the first line after the table body on the sample, e.g. "Report Date:"; null when the table ran to the page end */
  endAnchor: z.string().nullable(),
  /** the table body's box on the sample */
  box: boxSchema,
});
export type TemplateTable = z.infer<typeof templateTableSchema>;

export const templateSchema = z.object({
  version: z.literal(1),
  /** sample page sizes in points, to compare aspect ratios */
  pageSizes: z.array(z.object({ width: z.number(), height: z.number() })),
  fields: z.array(templateFieldSchema),
  tables: z.array(templateTableSchema),
  /** fields or tables the learner could not locate on the sample */
  warnings: z.array(z.string()),
  /** how many reviewed documents taught the template a corrected value (absent: none yet) */
  corrections: z.number().int().nonnegative().optional(),
});
export type Template = z.infer<typeof templateSchema>;

/**
 * Where a value comes from: 'page', the text read on the page as printed (also when absent: results
 * stored before the flag); 'corrected', that text with look-alike characters ("5" for "S") or spacing
 * put back as the mapping's sample prints them, where the sample proves the correction; 'learned', a reading
 * the mapping learned to replace (a person confirmed what the page misreads, issue 22); 'fixed', the field's
 * fixed value set on the mapping screen; 'einvoice', the exact value of the document's e-invoice (issue 25), where
 * `readAs` is the printed page's differing reading when the mapping's template read one.
 */
export const valueSourceSchema = z.enum(['page', 'corrected', 'learned', 'fixed', 'einvoice']);
export type ValueSource = z.infer<typeof valueSourceSchema>;

export const appliedFieldSchema = z.object({
  /** null when the field was not found (never guessed) */
  value: z.string().nullable(),
  /** 0..1; 0 when missing */
  confidence: z.number().min(0).max(1),
  page: z.number().int().positive().nullable(),
  polygon: polygonSchema.nullable(),
  missing: z.boolean(),
  /** absent: read from the page as printed */
  source: valueSourceSchema.optional(),
  /** the text as read on the page, when source is 'corrected' or 'learned' */
  readAs: z.string().optional(),
});
export type AppliedField = z.infer<typeof appliedFieldSchema>;

export const appliedTableSchema = z.object({
  rows: z.array(z.record(z.string(), z.string().nullable())),
  /** 0..1 share of header columns found */
  confidence: z.number().min(0).max(1),
  page: z.number().int().positive().nullable(),
});
export type AppliedTable = z.infer<typeof appliedTableSchema>;

/** A check of the applied values that failed (issue 22: a failed check sends the document to review). */
export const failedCheckSchema = z.object({
  /** the field the check is about (a field name of the template) */
  field: z.string(),
  /** e.g. 'total_arithmetic' (subtotal + tax ≠ total), 'implausible_date' */
  code: z.string(),
  /** a sentence for the review screen, e.g. "Total 68.44 is not Subtotal 64.57 + Tax 3.87" */
  message: z.string(),
});
export type FailedCheck = z.infer<typeof failedCheckSchema>;

export const templateApplyResultSchema = z.object({
  fields: z.record(z.string(), appliedFieldSchema),
  tables: z.array(appliedTableSchema),
  /** checks that failed on this document (absent: none ran or none failed) */
  checks: z.array(failedCheckSchema).optional(),
  /** 0..1 over fields and tables */
  confidence: z.number().min(0).max(1),
});
export type TemplateApplyResult = z.infer<typeof templateApplyResultSchema>;
