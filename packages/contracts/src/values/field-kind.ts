import { z } from 'zod';

/**
 * What an output field holds (issue 30 point 1): the pipeline keeps the page's reading as `raw` and adds a
 * normalised value of this kind: an amount as a decimal number with its currency, a date as an ISO date, an
 * identifier without the words around it, a percentage or quantity as a number, text as read.
 */
export const fieldKindSchema = z.enum(['amount', 'date', 'identifier', 'text', 'percentage', 'quantity']);
export type FieldKind = z.infer<typeof fieldKindSchema>;

/** The seeded standard fields (doc types 1-4) whose kind their name words would not tell right. */
const STANDARD_KINDS: Record<string, FieldKind> = {
  'supplier abn/tax id': 'identifier',
  'customer abn/tax id': 'identifier',
  'merchant abn/tax id': 'identifier',
  'card last digits': 'identifier',
  'receipt time': 'text',
  'rent due day': 'text',
  'unit of measure': 'text',
  'payment terms': 'text',
  'notice period': 'text',
  'lock-in period': 'text',
  term: 'text',
  currency: 'text',
  'tax rate': 'percentage',
  'item quantity': 'quantity',
  quantity: 'quantity',
  'bic/swift': 'identifier',
  iban: 'identifier',
  'supplier phone': 'text',
  'merchant phone': 'text',
  'supplier email': 'text',
};

// word lists in the product's languages: a company's own field ("Rechnungsdatum", "Net weight") gets a kind too
const DATE_WORDS = /\b(date|dated|datum|day of issue|issued on|fecha|data|date de|tarikh)\b|datum$|\bdate$/i;
const PERCENT_WORDS = /\b(rate|percent|percentage|pct|%|satz|steuersatz|taux|tasa|aliquota)\b|%/i;
const QUANTITY_WORDS =
  /\b(qty|quantity|quantities|menge|anzahl|qte|quantite|quantité|cantidad|quantita|quantità|aantal|units|pieces|pcs|hours)\b/i;
const AMOUNT_WORDS =
  /\b(amount|amt|total|subtotal|sub-total|sum|price|cost|fee|fees|charge|charges|tax|vat|gst|mwst|ust|btw|tva|iva|discount|rabatt|shipping|freight|deposit|rent|balance|paid|due amount|tip|betrag|summe|preis|brutto|netto|montant|prix|importe|precio|importo|prezzo|bedrag|prijs|value)\b|(betrag|summe|preis|bedrag)$/i;
const IDENTIFIER_WORDS =
  /\b(number|no|nr|num|#|id|code|reference|ref|abn|tin|vat id|tax id|iban|bic|swift|account|order|po|invoice no|nummer|numero|número|referenz|kennung|sku)\b|nummer$|-?nr\.?$/i;

/**
 * A field's kind from its name: the standard fields by the table above, any other name by its words (a
 * date word wins over an amount word: "Due Date"; an identifier word over an amount word: "Tax Id";
 * a rate is a percentage: "Tax Rate"). Unknown names are text, which is delivered as read.
 */
export function fieldKindOf(name: string): FieldKind {
  const key = name.trim().toLowerCase();
  const known = STANDARD_KINDS[key];
  if (known) return known;
  if (DATE_WORDS.test(key)) return 'date';
  if (QUANTITY_WORDS.test(key)) return 'quantity';
  if (PERCENT_WORDS.test(key) && !/\b(amount|betrag|montant|importe)\b/i.test(key)) return 'percentage';
  if (IDENTIFIER_WORDS.test(key)) return 'identifier';
  if (AMOUNT_WORDS.test(key)) return 'amount';
  return 'text';
}

/** A normalised value as delivered: a number for amounts, percentages and quantities, an ISO date, text otherwise. */
export type TypedValue = string | number | null;

/** What a document is, for an accounting system: a credit note's amounts are delivered negative. */
export const documentKindSchema = z.enum(['invoice', 'credit_note']);
export type DocumentKind = z.infer<typeof documentKindSchema>;
