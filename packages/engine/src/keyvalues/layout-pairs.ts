import { overlap1d, unionBoxes } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import type { PageRow } from '../tables/group-rows.ts';
import { hasInvoiceLabel } from './invoice-labels.ts';
import type { PKeyValue } from './key-value.types.ts';
import { hasDigit, isColonWord, isLabelLike } from './label-rules.ts';

export type MakePair = (
  keyWords: readonly PWord[],
  valueWords: readonly PWord[],
  kind: PKeyValue['kind'],
  base: number,
) => PKeyValue;

/** "Total HT :" — a colon set apart (French typography) joins the word before it, so "Total HT:" reads as a label. */
export function joinLooseColons(line: PLine): PLine {
  if (!line.words.some((w, i) => i > 0 && w.text === ':')) return line;
  const words: PWord[] = [];
  for (const w of line.words) {
    const prev = words[words.length - 1];
    if (w.text === ':' && prev && !prev.text.endsWith(':'))
      words[words.length - 1] = { ...prev, text: prev.text + ':', box: unionBoxes([prev.box, w.box]) };
    else words.push(w);
  }
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

const isBareLabel = (l: PLine): boolean => isLabelLike(l.words, 5) && !hasDigit(l.text);

/**
 * Unruled header grids: a row of two or more labels over a row of values
 * ("Invoice no. | Date | Due date" over "VF1005 | 8-9-2022 | 22-9-2022").
 * Each label takes the value run below that overlaps it most. A grid with more
 * than two value rows is a data table, and is left to the table stage. Runs
 * that other rules paired already (e.g. "Label:" with a value to its right)
 * are not used again, so this runs last.
 */
export function headerGridPairs(rows: readonly PageRow[], used: Set<PLine>, make: MakePair): PKeyValue[] {
  const out: PKeyValue[] = [];
  for (let ri = 0; ri + 1 < rows.length; ri++) {
    const labels = rows[ri]!,
      values = rows[ri + 1]!;
    const h = labels.box.y1 - labels.box.y0;
    if (labels.lines.length < 2 || values.lines.length < 2 || values.box.y0 - labels.box.y1 > 1.5 * h) continue;
    if (!labels.lines.every((l) => isBareLabel(l) && !used.has(l))) continue;
    if (!values.lines.some((l) => hasDigit(l.text)) && !labels.lines.some((l) => hasInvoiceLabel(l.words))) continue;
    if (moreValueRows(rows, ri + 1, values.lines.length)) continue;
    const taken = new Set<PLine>();
    for (const label of labels.lines) {
      let best: PLine | null = null,
        bestOv = 0;
      for (const v of values.lines) {
        if (taken.has(v) || used.has(v) || v.words.some((w) => isColonWord(w.text))) continue;
        const ov = overlap1d(v.box.x0, v.box.x1, label.box.x0 - h, label.box.x1 + h);
        if (ov > bestOv) {
          best = v;
          bestOv = ov;
        }
      }
      // a pair needs a value that looks like one (digits) or a label that reads as an invoice label
      if (!best || !(hasDigit(best.text) || hasInvoiceLabel(label.words))) continue;
      taken.add(best);
      out.push(make(label.words, best.words, 'above', 0.6));
      used.add(label);
    }
    for (const v of taken) used.add(v);
  }
  return out;
}

/** Whether the rows after a value row continue it as a table body (two more rows of as many runs, close together). */
function moreValueRows(rows: readonly PageRow[], vi: number, runs: number): boolean {
  let n = 0;
  for (let k = vi + 1; k < rows.length && n < 2; k++) {
    const prev = rows[k - 1]!,
      r = rows[k]!;
    if (r.box.y0 - prev.box.y1 > 1.5 * (prev.box.y1 - prev.box.y0) || r.lines.length < Math.min(runs, 2)) break;
    n++;
  }
  return n >= 2;
}

/**
 * Label runs followed by value runs along one row: "Rechnungsnr. 30064443
 * Kundennr. 47774", "Exclusief BTW € 593,36 Subtotaal € 717,97", or a label
 * with a right-aligned amount. A bare label pairs when it is the row's only
 * other run and sits outside data tables (the caller's rule); here the label
 * must read as an invoice label or the row must alternate label, value, and
 * rows of data tables are left alone ("Total Hardness 150" is a table row).
 */
export function rowChainPairs(
  row: PageRow,
  used: Set<PLine>,
  pageWidth: number,
  make: MakePair,
  inTable: (l: PLine) => boolean,
): PKeyValue[] {
  const out: PKeyValue[] = [];
  const ls = row.lines;
  const alternating =
    ls.length >= 4 && ls.length % 2 === 0 && ls.every((l, k) => (k % 2 === 0 ? isBareLabel(l) : hasDigit(l.text)));
  for (let k = 0; k + 1 < ls.length; k++) {
    const a = ls[k]!,
      b = ls[k + 1]!;
    if (used.has(a) || used.has(b) || !isBareLabel(a) || a.words.some((w) => w.text.includes(':')) || inTable(a))
      continue;
    if (!hasDigit(b.text) || b.words.length > 6 || b.box.x0 - a.box.x1 > pageWidth * 0.6) continue;
    if (!alternating && !(hasInvoiceLabel(a.words) && a.words.length <= 4)) continue;
    out.push(make(a.words, b.words, 'same-line', 0.55));
    used.add(a);
    used.add(b);
    k++;
  }
  return out;
}

/** "Tax 15% on $ 112.90" · "TVA 20% :" · "VAT (21%)" · "MwSt. 19%": an amount label whose run also prints a rate or a base. */
const AMOUNT_LABEL_HEAD =
  /^(?:sub-?total|total|tax|vat|gst|sst|btw|tva|mwst|ust|iva|subtotaal|totaal|montant|betrag|summe|steuer|umsatzsteuer|netto|brutto|gesamt|impuesto|imposta|totale|importe)\b/iu;
/** A run that only names the currency: the column of a totals block printed between its labels and amounts. */
const CURRENCY_RUN = /^(?:[€$£₹¥]|eur|usd|gbp|chf|inr|myr|pln|aud|cad|sgd|nzd|jpy|sek|nok|dkk)$/iu;
const AMOUNT_VALUE =
  /^[-−]?\s?(?:[€$£₹]|rs\.?|rm|eur|usd|gbp)?\s?[-−]?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?:\s?(?:€|eur|usd))?$/iu;

/**
 * A row of two runs, an amount label that carries digits of its own ("Tax 15% on $ 112.90") and an
 * amount at the right ("$ 16.94"): the bare-label rules refuse the label for its digits. Outside data
 * tables only, where such a row is a table's.
 */
export function labelledAmountPair(
  row: PageRow,
  used: Set<PLine>,
  make: MakePair,
  inTable: (l: PLine) => boolean,
): PKeyValue | null {
  if (row.lines.length !== 2) return null;
  const [a, b] = row.lines as [PLine, PLine];
  if (used.has(a) || used.has(b) || inTable(a) || a.words.length > 8) return null;
  if (!AMOUNT_LABEL_HEAD.test(a.text.trim()) || !hasDigit(a.text) || !AMOUNT_VALUE.test(b.text.trim())) return null;
  used.add(a);
  used.add(b);
  return make(a.words, b.words, 'same-line', 0.5);
}

const GLUED_NUMBER = /^(n°|nº|no\.|nr\.?|#)(.*\d.*)$/iu;

/**
 * A label and its value in one run without a colon: "Facture n° 2022089083",
 * "Facture n°562044387 du 02 Juillet 2015", "IBAN NL50INGB…", "UStId DE 232 446 240".
 * The label is up to five words with an invoice label word and no digits;
 * the value starts at the first word with a digit.
 */
export function inlinePair(line: PLine, make: MakePair): PKeyValue | null {
  const ws = line.words;
  if (ws.length < 2 || ws.length > 12) return null;
  for (let k = 1; k <= Math.min(5, ws.length - 1); k++) {
    const key = ws.slice(0, k);
    if (hasDigit(key[k - 1]!.text) || !isLabelLike(key, 5) || !hasInvoiceLabel([...key, ws[k]!])) {
      if (hasDigit(key[k - 1]!.text)) return null;
      continue;
    }
    const glued = GLUED_NUMBER.exec(ws[k]!.text);
    if (glued) {
      const [keyPart, valuePart] = splitWord(ws[k]!, glued[1]!.length);
      return make([...key, keyPart], [valuePart, ...ws.slice(k + 1)], 'same-line', 0.6);
    }
    if (hasDigit(ws[k]!.text) && hasInvoiceLabel(key)) return make(key, ws.slice(k), 'same-line', 0.6);
  }
  return null;
}

/** A word cut after `at` characters, its box shared out by character count. */
function splitWord(w: PWord, at: number): [PWord, PWord] {
  const x = w.box.x0 + (w.box.x1 - w.box.x0) * (at / w.text.length);
  return [
    { ...w, text: w.text.slice(0, at), box: { ...w.box, x1: x } },
    { ...w, text: w.text.slice(at), box: { ...w.box, x0: x } },
  ];
}

/**
 * "Gesamtbetrag | EUR | 119,00": a totals row whose currency stands in a column of its own between the label and
 * the amount. The label (a bare label, or an amount label with its rate: "MwSt. 19%") pairs with the amount; the
 * currency is left to the document's currency. Outside data tables only.
 */
export function currencyColumnPair(
  row: PageRow,
  used: Set<PLine>,
  make: MakePair,
  inTable: (l: PLine) => boolean,
): PKeyValue | null {
  if (row.lines.length !== 3) return null;
  const [a, c, b] = row.lines as [PLine, PLine, PLine];
  if ([a, c, b].some((l) => used.has(l)) || inTable(a) || a.words.length > 8) return null;
  if (!CURRENCY_RUN.test(c.text.trim()) || !AMOUNT_VALUE.test(b.text.trim())) return null;
  if (
    !isBareLabel(a) &&
    !(
      AMOUNT_LABEL_HEAD.test(a.text.trim()) &&
      isLabelLike(
        a.words.filter((w) => !hasDigit(w.text)),
        8,
      )
    )
  )
    return null;
  for (const l of [a, c, b]) used.add(l);
  return make(a.words, b.words, 'same-line', 0.55);
}
