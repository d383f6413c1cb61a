import {
  SAMPLE_LOW_OCR_CONFIDENCE,
  SAMPLE_MSG,
  centreInBox,
  type DocumentModel,
  type Template,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { findMapping } from './find-mapping.ts';

/**
 * What makes the sample a poor teacher for a mapped value (issue 22 point 5), said at a final save: a value the
 * sample does not show (later documents will never read it), or, on a photo, a value whose words the OCR read
 * with very low confidence (its reading on the sample is likely wrong). Each names the field, the cause and what
 * to do. A field with a fixed value is never read, so nothing is said about it.
 */
export function sampleWarnings(template: Template, document: DocumentModel): string[] {
  const photo = document.pages.some((p) => p.source === 'ocr');
  const warnings: string[] = [];
  for (const f of template.fields) {
    if (f.fixedValue) continue;
    if (!f.located) {
      const value = (f.typedValue ?? f.sampleValue).trim();
      if (value) warnings.push(SAMPLE_MSG.notFoundOnSample(f.name, value, photo));
      continue;
    }
    const page = document.pages.find((p) => p.pageNumber === f.page);
    // a person already corrected the sample's reading of it: the mapping knows what the misreading means
    if (page?.source !== 'ocr' || f.readings?.some((r) => r.origin === 'sample')) continue;
    const words = page.words.filter((w) => centreInBox(w.polygon, f.box));
    if (!words.length) continue;
    const pct = Math.round(words.reduce((a, w) => a + w.confidence, 0) / words.length);
    if (pct < SAMPLE_LOW_OCR_CONFIDENCE) warnings.push(SAMPLE_MSG.lowOcrOnPhoto(f.name, pct, f.sampleValue));
  }
  return warnings;
}

/** The warnings of a mapping just saved (final saves only: a draft learns no template). */
export async function sampleWarningsOf(ctx: AppContext, caller: CallerContext, cnId: string): Promise<string[]> {
  const m = await findMapping(ctx.db, caller, cnId);
  if (!m.template || !m.sampleDocument) return [];
  return sampleWarnings(m.template, m.sampleDocument as DocumentModel);
}
