import { fieldKindOf, type ApprovalData, type CompanyLocale, type DocumentFacts } from '@paperbridge/contracts';
import type { DocumentParty, ValueLocale } from '../../../db/schema/index.ts';
import { deliveredReading } from './type-value.ts';

/**
 * What the review screen shows beside the values (issue 30): each header value as it will be delivered (typed by its
 * field's kind and the document's conventions, a credit note's amounts negative), the document's kind and who the
 * page says it is from. Computed on each read from the data shown, so an edit is shown the way it will go out.
 */
export function documentFacts(
  data: ApprovalData,
  result: {
    valueLocale: ValueLocale | null;
    documentKind: 'invoice' | 'credit_note' | null;
    documentKindEvidence: string | null;
    party: DocumentParty | null;
  },
  company: CompanyLocale,
): DocumentFacts {
  const locale: ValueLocale = result.valueLocale ?? {
    decimal: company.decimal,
    dateOrder: null,
    currency: company.currency,
    dateOrderFrom: null,
    evidence: [],
  };
  const kind = result.documentKind ?? 'invoice';
  const values: DocumentFacts['values'] = {};
  for (const f of [...data.form, ...data.extactedFromTable]) {
    if (f.isDelete || values[f.label]) continue;
    const fieldKind = fieldKindOf(f.label);
    const r = deliveredReading(f.value, fieldKind, locale, company.dateOrder, kind);
    values[f.label] = {
      kind: fieldKind,
      typed: r.value,
      ...(fieldKind === 'amount' ? { currency: r.currency } : {}),
      ...(r.problem ? { problem: r.problem.message } : {}),
    };
  }
  return {
    documentKind: kind,
    documentKindEvidence: result.documentKindEvidence,
    appearsFrom: result.party?.name ?? null,
    currency: locale.currency,
    values,
  };
}
