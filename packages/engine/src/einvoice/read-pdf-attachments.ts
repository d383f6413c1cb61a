import { DecodeBudget } from '../limits/decode-budget.ts';
import { openPdf, type PdfDocument } from '../load/open-pdf.ts';
import { withDecodeBudget } from '../load/pdfjs-hooks.ts';
import { Deadline } from '../pipeline/deadline.ts';

export interface PdfAttachment {
  /** the file name the PDF gives it (/UF, else /F) */
  name: string;
  bytes: Uint8Array;
}

/**
 * Opens a PDF with the engine's hardened pdf.js (open-pdf.ts) under a time bound and the default decode
 * limits, runs `work`, and always closes it. What pdf.js decompresses (embedded files included) is
 * counted against the document's DecodeBudget, so a zip-bomb attachment ends as a 'resource_limit' error.
 */
export async function withPdf<T>(
  bytes: Uint8Array,
  timeoutMs: number,
  work: (doc: PdfDocument, deadline: Deadline) => Promise<T>,
): Promise<T> {
  const deadline = new Deadline(timeoutMs);
  const budget = new DecodeBudget();
  return withDecodeBudget(budget, async () => {
    const { doc, destroy } = await openPdf(bytes, deadline).catch((e: unknown) => {
      budget.check();
      throw e;
    });
    try {
      const result = await work(doc, deadline);
      budget.check();
      return result;
    } finally {
      await destroy();
    }
  });
}

/** The PDF's embedded files (the catalog's EmbeddedFiles name tree: where Factur-X / ZUGFeRD put the XML). */
export async function readPdfAttachments(doc: PdfDocument, deadline: Deadline): Promise<PdfAttachment[]> {
  const found = (await deadline.race(doc.getAttachments(), 'load')) as Record<
    string,
    { filename?: string; content?: Uint8Array }
  > | null;
  if (!found) return [];
  return Object.entries(found)
    .filter(([, a]) => a.content instanceof Uint8Array)
    .map(([key, a]) => ({ name: a.filename || key, bytes: a.content! }));
}

/** The document's XMP metadata packet as text, or null when it has none (or pdf.js could not parse it). */
export async function readPdfXmp(doc: PdfDocument, deadline: Deadline): Promise<string | null> {
  const meta = await deadline.race(doc.getMetadata(), 'load');
  const raw: unknown = meta.metadata?.getRaw();
  return typeof raw === 'string' && raw.length ? raw : null;
}

/** The text of every page, items joined by spaces, for cross-checking the printed page. */
export async function readPdfText(doc: PdfDocument, deadline: Deadline): Promise<string[]> {
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    deadline.check('load', i);
    const page = await deadline.race(doc.getPage(i), 'load', i);
    const content = await deadline.race(page.getTextContent(), 'load', i);
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    page.cleanup();
  }
  return pages;
}
