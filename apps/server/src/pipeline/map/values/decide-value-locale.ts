import type { CompanyLocale } from '@paperbridge/contracts';
import type { DocumentLocale } from '@paperbridge/engine';
import type { ValueLocale } from '../../../db/schema/index.ts';

type MappingLocale = { decimal: ',' | '.' | null; dateOrder: 'DMY' | 'MDY' | 'YMD' | null } | null | undefined;

/**
 * How one document's numbers and dates are read (issue 30 point 1): what the page itself shows decides; else
 * what its mapping learned (its sample, or a person who approved a document of it); else, for the decimal mark,
 * the company's own convention (a page without a single amount of two decimals is rare, and its whole numbers
 * read the same either way). A date order is never taken from the company silently: `dateOrderFrom` 'company'
 * makes the map stage send an ambiguous date to review.
 */
export function decideValueLocale(
  page: DocumentLocale,
  mapping: MappingLocale,
  company: CompanyLocale,
  currencyField: string | null,
): ValueLocale {
  const evidence = [...page.evidence];
  const decimal = page.decimal ?? mapping?.decimal ?? company.decimal;
  if (!page.decimal)
    evidence.push(
      mapping?.decimal
        ? `decimal mark "${decimal}" learned by the mapping`
        : `decimal mark "${decimal}" of the company`,
    );
  let dateOrder = page.dateOrder;
  let dateOrderFrom: ValueLocale['dateOrderFrom'] = dateOrder ? 'document' : null;
  if (!dateOrder && mapping?.dateOrder) {
    dateOrder = mapping.dateOrder;
    dateOrderFrom = 'mapping';
    evidence.push(`date order ${dateOrder} learned by the mapping`);
  }
  const currency = currencyCode(currencyField) ?? page.currency ?? company.currency;
  return { decimal, dateOrder, currency, dateOrderFrom, evidence };
}

/** "EUR", "eur", "€" in a mapped Currency field; anything else is not a code the file can carry. */
function currencyCode(raw: string | null): string | null {
  const s = (raw ?? '').trim();
  if (/^[A-Za-z]{3}$/.test(s)) return s.toUpperCase();
  return ({ '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' } as Record<string, string>)[s] ?? null;
}
