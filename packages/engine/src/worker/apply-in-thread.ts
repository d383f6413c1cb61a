import type { DocumentModel, Template, TemplateApplyResult } from '@paperbridge/contracts';
import { applyTemplate } from '../template/apply-template.ts';
import { rereadWeakFields } from '../template/reread-fields.ts';
import { rereadPageImages } from '../template/reread-page-images.ts';
import type { ApplyResult } from './engine-pool.ts';

/**
 * The pool's apply job: a template that throws on a malformed model answers a typed failure, never a
 * dead thread. Given the document's file, the fields read weakly get a second OCR opinion from its
 * image, an image file's frame or a scanned PDF page rendered as the OCR path renders it
 * (template/reread-fields.ts, template/reread-page-images.ts); a re-read that fails keeps the first reading.
 */
/** Re-reads stop well inside the pool's apply timeout (120 s with a file): past it, the first reading stands. */
const REREAD_BUDGET_MS = 60_000;

export async function applyInThread(input: {
  template: Template;
  document: DocumentModel;
  file?: Uint8Array;
}): Promise<ApplyResult> {
  let applied: TemplateApplyResult;
  try {
    applied = applyTemplate(input.template, input.document);
  } catch (e) {
    return {
      status: 'failed',
      error: {
        stage: 'template',
        page: null,
        code: 'invalid_template',
        message: `the template could not be applied: ${(e as Error).message}`,
      },
    };
  }
  if (!input.file) return { status: 'ok', applied };
  const images = rereadPageImages(input.file, REREAD_BUDGET_MS);
  try {
    const deadline = Date.now() + REREAD_BUDGET_MS;
    return {
      status: 'ok',
      applied: await rereadWeakFields(input.template, input.document, applied, images.imageOf, { deadline }),
    };
  } catch {
    return { status: 'ok', applied };
  } finally {
    await images.close();
  }
}
