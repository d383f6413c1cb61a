/** Typed values (issue 30): amounts, dates and identifiers read per the document's own conventions; credit notes recognised. */
export type {
  AmountParse,
  DateOrder,
  DateParse,
  DecimalMark,
  DocumentKind,
  DocumentKindResult,
  DocumentLocale,
  FieldKind,
  NormalisedValue,
  NormaliseResult,
  ValueLocale,
} from './value-types.ts';
export { parseAmount } from './parse-amount.ts';
export { parseDate } from './parse-date.ts';
export { cleanIdentifier } from './clean-identifier.ts';
export { detectDocumentLocale } from './detect-document-locale.ts';
export { normaliseValue } from './normalise-value.ts';
export { detectDocumentKind } from './detect-document-kind.ts';
