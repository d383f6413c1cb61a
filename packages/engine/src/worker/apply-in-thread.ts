import type { DocumentModel, Template } from '@paperbridge/contracts';
import { applyTemplate } from '../template/apply-template.ts';
import type { ApplyResult } from './engine-pool.ts';

/** The pool's apply job: a template that throws on a malformed model answers a typed failure, never a dead thread. */
export function applyInThread(input: { template: Template; document: DocumentModel }): ApplyResult {
  try {
    return { status: 'ok', applied: applyTemplate(input.template, input.document) };
  } catch (e) {
    return { status: 'failed', error: { stage: 'template', page: null, code: 'invalid_template', message: `the template could not be applied: ${(e as Error).message}` } };
  }
}
