import type { DocumentModel, Template, TemplateApplyResult } from '@paperbridge/contracts';
import { loadOcrModule } from '../load/ocr-bridge.ts';
import { sniffType } from '../load/sniff-type.ts';
import type { RawImage } from '../ocr/ocr.types.ts';
import { applyTemplate } from '../template/apply-template.ts';
import { rereadWeakFields, type PageImageOf } from '../template/reread-fields.ts';
import type { ApplyResult } from './engine-pool.ts';

/**
 * The pool's apply job: a template that throws on a malformed model answers a typed failure, never a
 * dead thread. Given the document's file, the fields read weakly get a second OCR opinion from its
 * image (template/reread-fields.ts); a re-read that fails keeps the first reading.
 */
/** Re-reads stop well inside the pool's apply timeout (120 s with a file): past it, the first reading stands. */
const REREAD_BUDGET_MS = 60_000;

export async function applyInThread(input: { template: Template; document: DocumentModel; file?: Uint8Array }): Promise<ApplyResult> {
  let applied: TemplateApplyResult;
  try {
    applied = applyTemplate(input.template, input.document);
  } catch (e) {
    return { status: 'failed', error: { stage: 'template', page: null, code: 'invalid_template', message: `the template could not be applied: ${(e as Error).message}` } };
  }
  if (!input.file) return { status: 'ok', applied };
  try {
    const deadline = Date.now() + REREAD_BUDGET_MS;
    return { status: 'ok', applied: await rereadWeakFields(input.template, input.document, applied, pageImagesOf(input.file), { deadline }) };
  } catch {
    return { status: 'ok', applied };
  }
}

/**
 * The page images of an image file (a photo, a multi-page TIFF). A PDF's scanned pages are not
 * rendered again here yet: their fields keep the page reading.
 */
function pageImagesOf(file: Uint8Array): PageImageOf {
  let images: Promise<RawImage[]> | null = null;
  return async (page) => {
    if (sniffType(file) === 'pdf') return undefined;
    images ??= loadOcrModule().then((ocr) => (ocr ? ocr.loadImageFile(file) : []));
    return (await images)[page - 1];
  };
}
