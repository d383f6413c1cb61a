import {
  fieldKindOf,
  type ApprovalData,
  type CompanyLocale,
  type DocumentModel,
  type Template,
} from '@paperbridge/contracts';
import { detectDocumentKind, detectDocumentLocale, isCreditNoteCode, type EInvoice } from '@paperbridge/engine';
import type { Db } from '../../db/database.ts';
import type { DocumentParty, DuplicateOf, MappedValue, ValueLocale } from '../../db/schema/index.ts';
import { decideValueLocale } from './values/decide-value-locale.ts';
import { compact, documentParty } from './values/document-party.ts';
import { duplicateKeyOf, findDuplicate } from './values/find-duplicate.ts';
import { strangerReason } from './values/stranger-check.ts';
import { typeValue } from './values/type-value.ts';

export interface DocumentAnalysis {
  valueLocale: ValueLocale;
  documentKind: 'invoice' | 'credit_note';
  documentKindEvidence: string | null;
  party: DocumentParty;
  duplicateKey: string | null;
  duplicateOf: DuplicateOf | null;
  strangerReason: string | null;
  /** the mapped values with what could not be normalised marked (issue 30 point 1) */
  values: MappedValue[];
  /** the unique key's value as delivered (an identifier without the words around it), when the mapping has one */
  reference: string | null;
}

interface MappingFacts {
  template: Template;
  valueLocale: { decimal: ',' | '.' | null; dateOrder: 'DMY' | 'MDY' | 'YMD' | null } | null;
  supplierIdentity: DocumentParty | null;
}

const CURRENCY_FIELD = /^(currency|währung|wahrung|devise|moneda|valuta)$/i;

/**
 * What the map stage learns about a document beyond its values (issue 30): how it writes numbers and dates, each
 * value normalised by its field's kind (what cannot be is marked for review), whether it is a credit note, who it
 * appears to be from, whether an earlier document has the same supplier, number and total, and whether it looks
 * like its mapping's sample at all.
 */
export async function analyseDocument(
  db: Db,
  doc: { id: string; companyId: string; clientId: string | null; createdAt: Date },
  args: {
    model: DocumentModel;
    data: ApprovalData;
    values: MappedValue[];
    mapping: MappingFacts;
    company: CompanyLocale;
    uniqueKeyLabel: string | null;
    /** issue 25: the valid e-invoice the values came from */
    einvoice?: EInvoice | null;
    /** some value was read from the printed page by the template (default true) */
    printedUsed?: boolean;
  },
): Promise<DocumentAnalysis> {
  const { model, data, mapping, company } = args;
  const einvoice = args.einvoice ?? null;
  const lines = model.pages.flatMap((p) => p.lines.map((l) => l.text));
  const fields = [...data.form, ...data.extactedFromTable].filter((f) => !f.isDelete);
  const currencyField = fields.find((f) => CURRENCY_FIELD.test(f.label.trim()))?.value ?? null;
  const valueLocale: ValueLocale = einvoice
    ? {
        decimal: '.',
        dateOrder: 'YMD',
        currency: einvoice.currency ?? currencyField,
        dateOrderFrom: 'document',
        evidence: ['the e-invoice (EN 16931 writes amounts with a decimal point and dates as YYYY-MM-DD)'],
      }
    : decideValueLocale(detectDocumentLocale(lines), mapping.valueLocale, company, currencyField);

  const typed = fields.map((f) => {
    const kind = fieldKindOf(f.label);
    return { name: f.label, kind, reading: typeValue(f.value, kind, valueLocale, company.dateOrder) };
  });
  const problemOf = new Map(typed.filter((t) => t.reading.problem).map((t) => [t.name, t.reading.problem!]));
  const values = args.values.map((v) =>
    problemOf.has(v.label) && !v.missing ? { ...v, problem: problemOf.get(v.label)! } : v,
  );

  const totals = typed
    .filter(
      (t) => t.kind === 'amount' && /total|betrag|amount due/i.test(t.name) && typeof t.reading.value === 'number',
    )
    .map((t) => t.reading.value as number);
  const kind = einvoice
    ? isCreditNoteCode(einvoice.typeCode)
      ? { kind: 'credit_note' as const, evidence: `e-invoice type code ${einvoice.typeCode}` }
      : { kind: 'invoice' as const, evidence: null }
    : detectDocumentKind(lines, { totals });
  const party = einvoice ? einvoiceParty(einvoice) : documentParty(model);
  const duplicateKey = duplicateKeyOf(
    kind.kind,
    typed.map((t) => ({ name: t.name, value: t.reading.value })),
  );
  const duplicateOf = duplicateKey ? await findDuplicate(db, doc, duplicateKey, party) : null;
  const sample = mapping.supplierIdentity;
  // an e-invoice names its seller exactly and its values are its own: only values the template read from the page
  // could come from the wrong layout
  const stranger =
    (args.printedUsed ?? true) &&
    strangerReason({
      template: mapping.template,
      sample,
      doc: party,
      firstPageLines: model.pages[0]?.lines.map((l) => l.text) ?? [],
      allLines: lines,
    });
  const key = typed.find((t) => t.name === args.uniqueKeyLabel)?.reading.value;
  const reference = typeof key === 'string' && key.trim() ? key.trim() : null;
  return {
    valueLocale,
    documentKind: kind.kind,
    documentKindEvidence: kind.evidence,
    party,
    duplicateKey,
    duplicateOf,
    strangerReason: stranger || null,
    values,
    reference,
  };
}

/** Who an e-invoice is from (BG-4): its seller's name, tax ids and IBAN. */
function einvoiceParty(inv: EInvoice): DocumentParty {
  const s = inv.seller;
  const ids = [s.vatId, s.taxRegistrationId, s.legalRegistrationId].filter((x): x is string => Boolean(x));
  return { name: s.name ?? null, taxIds: [...new Set(ids.map(compact))], ibans: inv.iban ? [compact(inv.iban)] : [] };
}
