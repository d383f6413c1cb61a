import type { ExtractionResult } from '@paperbridge/contracts';
import { readEInvoiceDocument } from './read-einvoice-document.ts';
import type { EInvoiceFinding } from './einvoice.types.ts';

/** The refusal of an invalid e-invoice in words: each broken rule with its id. */
export const einvoiceFailureMessage = (failures: EInvoiceFinding[]): string =>
  `The e-invoice is not valid: ${failures.map((f) => `${f.message} (${f.rule})`).join('; ')}.`;

/**
 * An XML e-invoice as a document: the engine's drawing of it read like any text PDF (its words, lines and
 * tables are where a reviewer sees them), typed 'xml'. An invalid one fails with its rules in words.
 */
export async function extractEInvoiceXml(
  bytes: Uint8Array,
  opts: { timeoutMs?: number },
  // extract-document's SplitAnswer, by its shape (importing it would close a cycle)
  extractDrawn: (pdf: Uint8Array) => Promise<ExtractionResult | { status: 'split' }>,
): Promise<ExtractionResult> {
  const read = await readEInvoiceDocument(bytes, opts);
  const r = read.reading;
  if (r.status === 'invalid') return refused('invalid_einvoice', einvoiceFailureMessage(r.failures));
  if (r.status === 'none' || !read.rendition)
    return refused('unsupported_type', `The XML file is not an e-invoice: ${r.status === 'none' ? r.reason : ''}`);
  const result = await extractDrawn(read.rendition);
  if (result.status === 'split') return refused('stage_failed', 'the drawn e-invoice was handed back unread');
  return result.document ? { ...result, document: { ...result.document, type: 'xml' } } : result;
}

function refused(code: 'invalid_einvoice' | 'unsupported_type' | 'stage_failed', message: string): ExtractionResult {
  return { status: 'failed', document: null, errors: [{ stage: 'input', page: null, code, message }], timings: {} };
}
