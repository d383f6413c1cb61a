/**
 * @paperbridge/engine: documents → words, lines, blocks, key-values and tables;
 * templates learned from a sample and applied to documents of the same layout.
 */
export { extractDocument } from './pipeline/extract-document.ts';
export type { ExtractOptions } from './pipeline/extract-options.ts';
export { EngineError, isEngineError } from './errors/engine-error.ts';
export { sniffType } from './load/sniff-type.ts';
export { learnTemplate, type LearnOptions } from './template/learn-template.ts';
export { applyLearnedReadings, canLearnReading, readingKey } from './template/apply-learned-readings.ts';
export { confirmTemplateText } from './template/confirm-template-text.ts';
export { applyTemplate } from './template/apply-template.ts';
export { rereadWeakFields, type PageImageOf, type RereadOptions } from './template/reread-fields.ts';
/** Issue 22: value confidences are calibrated probabilities; below the threshold a person should see the value. */
export { REVIEW_CONFIDENCE_THRESHOLD, reviewThresholdFor } from './template/review-threshold.ts';
export type { ExplainConfidence } from './template/calibrate-confidence.ts';
export { learnCorrection, type CorrectionOutcome, type LearnCorrectionResult } from './template/learn-correction.ts';
export {
  createEnginePool,
  DEFAULT_WORKER_RESOURCE_LIMITS,
  type ApplyResult,
  type EnginePool,
  type OpFailure,
  type EnginePoolOptions,
} from './worker/engine-pool.ts';
export { DEFAULT_RESOURCE_LIMITS, type ResourceLimits } from './limits/resource-limits.ts';
export { countPages, type PageCountResult } from './pipeline/count-pages.ts';
export { shutdownOcr } from './load/ocr-bridge.ts';
export { prefillFields } from './fields/prefill-fields.ts';
export type { Prefill, PrefilledField } from './fields/prefill.types.ts';
export { suggestFields } from './fields/suggest-fields.ts';
export { rankKeyValues, LIKELY_PAIR, type PairRank } from './fields/rank-pairs.ts';
export { classifyPair, type FieldGuess } from './fields/classify-field.ts';
export { STANDARD_FIELD_KEYS, type StandardFieldKey } from './fields/field-vocabulary.ts';
export type { LineItemColumn, LineItemField } from './fields/line-item-columns.ts';
/** Issue 30: typed values read per the document's own conventions; credit notes recognised. */
export {
  cleanIdentifier,
  detectDocumentKind,
  detectDocumentLocale,
  normaliseValue,
  parseAmount,
  parseDate,
  type AmountParse,
  type DateOrder,
  type DateParse,
  type DecimalMark,
  type DocumentKind,
  type DocumentKindResult,
  type DocumentLocale,
  type FieldKind,
  type NormalisedValue,
  type NormaliseResult,
  type ValueLocale,
} from './values/index.ts';
/** Issue 25: e-invoices (Factur-X / ZUGFeRD 1.0 and 2.x / XRechnung / UBL) read exactly into the EN 16931 model. */
export { readEInvoice } from './einvoice/read-einvoice.ts';
/** Issue 25: the model written as UBL 2.1 (Peppol BIS Billing 3.0) and CII (EN 16931), for delivery. */
export { writeUbl } from './einvoice/write-ubl.ts';
export { writeCii } from './einvoice/write-cii.ts';
export { readEInvoiceDocument, type EInvoiceDocument } from './einvoice/read-einvoice-document.ts';
export { einvoiceFailureMessage } from './einvoice/extract-einvoice-xml.ts';
export { renderEInvoicePdf } from './einvoice/render-einvoice-pdf.ts';
export { isCreditNoteCode } from './einvoice/render-einvoice-text.ts';
export type {
  EInvoice,
  EInvoiceAddress,
  EInvoiceAllowanceCharge,
  EInvoiceContact,
  EInvoiceFinding,
  EInvoiceLine,
  EInvoiceNumber,
  EInvoiceParty,
  EInvoiceProfile,
  EInvoiceReadResult,
  EInvoiceSource,
  EInvoiceSyntax,
  EInvoiceTotals,
  EInvoiceVatBreakdown,
  ReadEInvoiceOptions,
} from './einvoice/einvoice.types.ts';
