import type { DocumentModel, Template } from '@paperbridge/contracts';
import { detectDocumentLocale } from '@paperbridge/engine';
import type { DocumentParty } from '../../../db/schema/index.ts';
import { supplierIdentityOf } from './document-party.ts';

export interface SampleFacts {
  valueLocale: { decimal: ',' | '.' | null; dateOrder: 'DMY' | 'MDY' | 'YMD' | null };
  supplierIdentity: DocumentParty;
}

/**
 * What a mapping keeps of its sample beyond the template (issue 30): the number and date conventions the sample
 * proves (only what its page decides), and who it is from (the supplier name the user mapped, its tax ids and
 * IBANs), so that documents of another supplier are recognised.
 */
export function sampleFactsOf(template: Template, sample: DocumentModel): SampleFacts {
  const page = detectDocumentLocale(sample.pages.flatMap((p) => p.lines.map((l) => l.text)));
  return {
    valueLocale: { decimal: page.decimal, dateOrder: page.dateOrder },
    supplierIdentity: supplierIdentityOf(template, sample),
  };
}
