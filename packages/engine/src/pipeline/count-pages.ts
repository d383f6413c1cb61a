import type { DocumentType, ExtractionError } from '@paperbridge/contracts';
import { toExtractionError } from '../errors/engine-error.ts';
import { DecodeBudget } from '../limits/decode-budget.ts';
import type { ResourceLimits } from '../limits/resource-limits.ts';
import { openPdf } from '../load/open-pdf.ts';
import { withDecodeBudget } from '../load/pdfjs-hooks.ts';
import { sniffType } from '../load/sniff-type.ts';
import { Deadline } from './deadline.ts';

export type PageCountResult =
  { status: 'ok'; type: DocumentType; pages: number } | { status: 'failed'; error: ExtractionError };

/**
 * How many pages a document has, without extracting it: the PDF's page tree, or 1 for a photo
 * (a multi-frame TIFF is read as its first frame, as extraction does). Never throws.
 */
export async function countPages(
  bytes: Uint8Array,
  opts: { timeoutMs?: number; limits?: Partial<ResourceLimits> } = {},
): Promise<PageCountResult> {
  const deadline = new Deadline(opts.timeoutMs ?? 10_000);
  try {
    const type = sniffType(bytes);
    if (type !== 'pdf') return { status: 'ok', type, pages: 1 };
    const budget = new DecodeBudget(opts.limits);
    return await withDecodeBudget(budget, async () => {
      const { doc, destroy } = await openPdf(bytes, deadline).catch((e: unknown) => {
        budget.check();
        throw e;
      });
      try {
        budget.check();
        return { status: 'ok', type, pages: doc.numPages };
      } finally {
        await destroy();
      }
    });
  } catch (e) {
    return { status: 'failed', error: toExtractionError(e, 'load', null) };
  }
}
