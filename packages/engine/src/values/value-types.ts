/**
 * The shapes of typed values (issue 30): what the document shows about its
 * number and date conventions, and what one printed value reads as.
 */

import type { FieldKind } from '@paperbridge/contracts';

/** the kind of an output field: defined once, in contracts (fieldKindSchema) */
export type { FieldKind };
export type DateOrder = 'DMY' | 'MDY' | 'YMD';
export type DecimalMark = ',' | '.';

/** what the document itself shows about its number and date conventions, decided from all its text */
export interface DocumentLocale {
  /** null: the page does not decide (e.g. only whole numbers, or only "1,234") */
  decimal: DecimalMark | null;
  /** null: every numeric date on the page is ambiguous (both parts <= 12) and nothing else decides */
  dateOrder: DateOrder | null;
  /** ISO 4217 code when the page shows one consistently; a bare "$" names none */
  currency: string | null;
  /** short human-readable notes, e.g. 'decimal comma: "1.234,56"', 'day first: "25.03.2018"' */
  evidence: string[];
}

export type AmountParse =
  | { ok: true; value: number; currency: string | null; negative: boolean }
  | { ok: false; reason: 'empty' | 'unreadable' | 'ambiguous_separator' };

export type DateParse =
  | {
      ok: true;
      iso: string /* YYYY-MM-DD */;
      order: DateOrder | null; /* the order used; null when the text names the month or is ISO */
    }
  | { ok: false; reason: 'empty' | 'unreadable' | 'ambiguous_order' | 'impossible' };

export type NormalisedValue =
  | { kind: 'amount'; value: number; currency: string | null }
  | { kind: 'date'; value: string /* ISO */ }
  | { kind: 'quantity' | 'percentage'; value: number }
  | { kind: 'identifier' | 'text'; value: string };

export type NormaliseResult =
  | { ok: true; value: NormalisedValue | null /* null: the raw value was empty */ }
  | { ok: false; reason: 'unreadable' | 'ambiguous_separator' | 'ambiguous_order' | 'impossible'; message: string };

/** the conventions one value is read with: the caller merges document, mapping and company locale */
export interface ValueLocale {
  decimal: DecimalMark | null;
  dateOrder: DateOrder | null;
  currency: string | null;
}

export type DocumentKind = 'invoice' | 'credit_note';
export interface DocumentKindResult {
  kind: DocumentKind;
  /** e.g. 'title "Gutschrift"', 'type code 381', 'negative total' */
  evidence: string | null;
}
