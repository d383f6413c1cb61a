import { foldText } from './month-names.ts';
import type { DocumentKindResult } from './value-types.ts';

/** UNTDID 1001 codes EN16931 treats as credit notes (381 the common one; 261, 262, 396… its variants). */
const CREDIT_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);
/** 384 is a corrected invoice: it can go either way, so its title and totals decide */
const CORRECTION_CODE = '384';
// the document's own type code: UBL's InvoiceTypeCode / CreditNoteTypeCode, CII's first TypeCode under
// ExchangedDocument (ZUGFeRD 1: HeaderExchangedDocument); payment means and referenced documents carry TypeCodes too
const UBL_TYPE = /<(?:[\w-]+:)?(?:InvoiceTypeCode|CreditNoteTypeCode)\b[^>]*>\s*(\d{2,3})\s*</;
const CII_TYPE = /<(?:[\w-]+:)?(?:Header)?ExchangedDocument>[\s\S]*?<(?:[\w-]+:)?TypeCode>\s*(\d{2,3})\s*</;
const UBL_CREDIT_ROOT = /<(?:[\w-]+:)?CreditNote[\s>]/;

/** what follows "Avoir", "Abono", "Korekta" as titles: nothing, or a number ("Avoir AV-2017-0005", "Abono nº 12") */
const NUMBERED = '(?=\\s*(?:$|[#:(]|n\\W|no\\b|nr\\b|num|\\S*\\d))';
const TITLES = [
  'credit\\s*note',
  'credit\\s*memo(?:randum)?',
  'credit\\s+invoice',
  'adjustment\\s+note',
  'gutschrift',
  'rechnungskorrektur',
  'storno-?\\s?rechnung',
  'rechnungsstorno',
  'note\\s+de\\s+credit',
  'facture\\s+d\\W?\\s?avoir',
  `avoir${NUMBERED}`,
  'credit\\s*nota',
  'credit\\s*factuur',
  'nota\\s+di\\s+credito',
  'nota\\s+de\\s+credito',
  'nota\\s+credito',
  '(?:factura|nota)\\s+de\\s+abono',
  `abono${NUMBERED}`,
  'faktura\\s+korygujaca',
  `korekta(?:\\s+faktury)?${NUMBERED}`,
  'kreditnota',
  'kreditfaktura',
  'hyvityslasku',
  'dobropis',
];
/** a title starts its line (after a bullet or the words "tax"/"steuer"); "Ihre Gutschrift vom…" or "credit card" is none */
const TITLE = new RegExp(`^[^\\p{L}\\d]*(?:tax\\s+)?(${TITLES.join('|')})(?!\\p{L})`, 'u');
/**
 * A German "Gutschrift" is also the self-billed invoice of §14 UStG (type code 389): the buyer bills itself for
 * what it owes, amounts positive. Its title line says so ("Gutschrift (Selbst ausgestellte Rechnung) (389)").
 */
const SELF_BILLED =
  /selbst\s*ausgestellte\s+rechnung|selbstfakturierung|gutschriftsverfahren|self[-\s]?bill|autofactura|autofattura|samofakturowanie|\(389\)/u;
/** how far down a title may stand: the first third of the texts, and at least the first 20 */
const TOP_SHARE = 1 / 3;
const TOP_MIN = 20;

/**
 * Credit note or invoice: an e-invoice's type code decides when the text carries the XML (381 and its
 * variants: credit note); otherwise a credit-note title near the top of the document in the common languages
 * (Credit Note, Gutschrift, Rechnungskorrektur, Avoir, Creditnota, Nota di credito, Nota de crédito, Faktura
 * korygująca, Kreditnota, Hyvityslasku…); otherwise totals that are all negative.
 */
export function detectDocumentKind(texts: string[], opts: { totals?: number[] } = {}): DocumentKindResult {
  const xml = texts.join('\n');
  if (UBL_CREDIT_ROOT.test(xml)) return { kind: 'credit_note', evidence: 'UBL CreditNote' };
  const code = UBL_TYPE.exec(xml)?.[1] ?? CII_TYPE.exec(xml)?.[1];
  if (code && CREDIT_CODES.has(code)) return { kind: 'credit_note', evidence: `type code ${code}` };
  if (code && code !== CORRECTION_CODE) return { kind: 'invoice', evidence: `type code ${code}` };
  const title = titleIn(texts);
  if (title?.selfBilled)
    return { kind: 'invoice', evidence: `title "${title.words}" of a self-billed invoice: ${title.line}` };
  if (title) return { kind: 'credit_note', evidence: `title "${title.words}"` };
  const totals = (opts.totals ?? []).filter((t) => t !== 0 && Number.isFinite(t));
  if (totals.length && totals.every((t) => t < 0)) return { kind: 'credit_note', evidence: 'negative total' };
  return { kind: 'invoice', evidence: null };
}

/** The credit-note title printed near the top, as printed ("Gutschrift", "CREDIT NOTE"), with its line, or null. */
function titleIn(texts: string[]): { words: string; line: string; selfBilled: boolean } | null {
  const top = Math.min(texts.length, Math.max(TOP_MIN, Math.ceil(texts.length * TOP_SHARE)));
  for (let i = 0; i < top; i++) {
    const text = texts[i]!.normalize('NFC').trim();
    // texts given word by word: a title of two or three words spans the next ones
    const candidate = /\s/.test(text)
      ? text
      : texts
          .slice(i, i + 3)
          .map((t) => t.trim())
          .join(' ');
    const folded = foldText(candidate);
    const m = TITLE.exec(folded);
    if (m)
      return {
        words: candidate.slice(m.index + m[0].length - m[1]!.length, m.index + m[0].length),
        line: candidate,
        selfBilled: m[1] === 'gutschrift' && SELF_BILLED.test(folded),
      };
  }
  return null;
}
