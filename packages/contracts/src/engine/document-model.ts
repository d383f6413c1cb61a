import { z } from 'zod';

/**
 * The extraction engine's document model (issue 3).
 * Every coordinate is normalised 0..1 to the UPRIGHT page (after rotation and
 * deskew), origin top-left, so a polygon drawn in the web viewer and one found
 * by the engine compare directly.
 */

/** One point [x, y], normalised 0..1. */
export const pointSchema = z.tuple([z.number(), z.number()]);
/** Four corners clockwise from top-left: [[x0,y0],[x1,y0],[x1,y1],[x0,y1]] for an axis-aligned box. */
export const polygonSchema = z.array(pointSchema).length(4);
export type Point = z.infer<typeof pointSchema>;
export type Polygon = z.infer<typeof polygonSchema>;

export const wordSourceSchema = z.enum(['text-layer', 'ocr']);
export type WordSource = z.infer<typeof wordSourceSchema>;

export const wordSchema = z.object({
  text: z.string(),
  polygon: polygonSchema,
  /** 0..100; text-layer words are 100 */
  confidence: z.number().min(0).max(100),
  source: wordSourceSchema,
});
export type Word = z.infer<typeof wordSchema>;

export const lineSchema = z.object({
  text: z.string(),
  polygon: polygonSchema,
  /** indexes into the page's words, left to right */
  wordIndexes: z.array(z.number().int().nonnegative()),
});
export type Line = z.infer<typeof lineSchema>;

export const blockSchema = z.object({
  text: z.string(),
  polygon: polygonSchema,
  /** indexes into the page's lines, top to bottom */
  lineIndexes: z.array(z.number().int().nonnegative()),
});
export type Block = z.infer<typeof blockSchema>;

export const rulingSchema = z.object({
  orientation: z.enum(['horizontal', 'vertical']),
  /** normalised from/to along the line, and its position across */
  from: z.number(),
  to: z.number(),
  at: z.number(),
});
export type Ruling = z.infer<typeof rulingSchema>;

export const pageSchema = z.object({
  /** 1-based */
  pageNumber: z.number().int().positive(),
  /** size of the upright page in points (1/72 inch) */
  width: z.number().positive(),
  height: z.number().positive(),
  /** clockwise rotation in degrees that was applied to make the page upright */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  /** residual skew in degrees corrected before reading (0 for text-layer pages) */
  skew: z.number(),
  /** where the words came from */
  source: wordSourceSchema,
  /** for a page read by OCR, the engine whose reading it carries (`tesseract` also where `combined` found Tesseract's reading enough) */
  ocrEngine: z.enum(['tesseract', 'ppocr', 'combined']).optional(),
  words: z.array(wordSchema),
  /** lines in reading order */
  lines: z.array(lineSchema),
  /** blocks in reading order (columns aware) */
  blocks: z.array(blockSchema),
  /** ruling lines found in the page's drawing operators */
  rulings: z.array(rulingSchema),
});
export type Page = z.infer<typeof pageSchema>;

export const keyValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  keyPolygon: polygonSchema,
  valuePolygon: polygonSchema,
  page: z.number().int().positive(),
  /** 0..1 */
  confidence: z.number().min(0).max(1),
  /** how the pair was found: same line (with or without separator), label above value, boxed form cell */
  kind: z.enum(['same-line', 'above', 'boxed']),
});
export type KeyValue = z.infer<typeof keyValueSchema>;

export const tableCellSchema = z.object({
  text: z.string(),
  /** 1-based */
  columnNumber: z.number().int().positive(),
  rowSpan: z.number().int().positive(),
  colSpan: z.number().int().positive(),
  polygon: polygonSchema,
  /** page the cell lies on (tables can continue over pages) */
  page: z.number().int().positive(),
});
export type TableCell = z.infer<typeof tableCellSchema>;

export const tableRowSchema = z.object({
  /** 1-based */
  rowNumber: z.number().int().positive(),
  isHeader: z.boolean(),
  cells: z.array(tableCellSchema),
});
export type TableRow = z.infer<typeof tableRowSchema>;

export const tableColumnSchema = z.object({
  columnNumber: z.number().int().positive(),
  header: z.string().nullable(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const tableSchema = z.object({
  /** 1-based, in reading order over the document */
  tableNumber: z.number().int().positive(),
  /** pages the table covers (more than one when it continues) */
  pages: z.array(z.number().int().positive()),
  /** bounding polygon on the first page */
  polygon: polygonSchema,
  /** 'ruled': grid from ruling lines; 'unruled': column alignment */
  kind: z.enum(['ruled', 'unruled']),
  rows: z.array(tableRowSchema),
  columns: z.array(tableColumnSchema),
});
export type Table = z.infer<typeof tableSchema>;

/** 'xml': an e-invoice (CII or UBL) with no printed page of its own; its pages are the engine's drawing of it */
export const documentTypeSchema = z.enum(['pdf', 'jpeg', 'png', 'tiff', 'xml']);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentModelSchema = z.object({
  fileName: z.string().nullable(),
  type: documentTypeSchema,
  pageCount: z.number().int().nonnegative(),
  pages: z.array(pageSchema),
  keyValues: z.array(keyValueSchema),
  tables: z.array(tableSchema),
});
export type DocumentModel = z.infer<typeof documentModelSchema>;

export const engineStageSchema = z.enum(['input', 'load', 'ocr', 'layout', 'key-values', 'tables', 'template']);
export type EngineStage = z.infer<typeof engineStageSchema>;

export const engineErrorCodeSchema = z.enum([
  'unsupported_type',
  'encrypted',
  'corrupt',
  'empty',
  'too_many_pages',
  /** a compressed stream, an image or the engine's memory went over its configured limit */
  'resource_limit',
  'timeout',
  'ocr_unavailable',
  'ocr_failed',
  'stage_failed',
  'invalid_template',
  /** an XML e-invoice that breaks a rule of EN 16931 or of its syntax: the message names the rule */
  'invalid_einvoice',
]);
export type EngineErrorCode = z.infer<typeof engineErrorCodeSchema>;

export const extractionErrorSchema = z.object({
  stage: engineStageSchema,
  /** 1-based page, null when the error is about the whole document */
  page: z.number().int().positive().nullable(),
  code: engineErrorCodeSchema,
  message: z.string(),
});
export type ExtractionError = z.infer<typeof extractionErrorSchema>;

/** Docling style: a run with any error is never 'success'; 'failed' means no document came out. */
export const extractionStatusSchema = z.enum(['success', 'partial', 'failed']);
export type ExtractionStatus = z.infer<typeof extractionStatusSchema>;

export const extractionResultSchema = z.object({
  status: extractionStatusSchema,
  document: documentModelSchema.nullable(),
  errors: z.array(extractionErrorSchema),
  /** milliseconds per stage, summed over pages */
  timings: z.record(z.string(), z.number()),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;
