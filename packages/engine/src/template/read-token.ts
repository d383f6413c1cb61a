import type { TemplateFieldLocation } from '@paperbridge/contracts';
import { centerX, centerY, overlap1d, verticalOverlapRatio, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import { withinWordGap, type PageView } from './doc-view.ts';
import { findPhrase } from './find-phrase.ts';
import { chooseAnchorCandidate } from './anchor-context.ts';
import { applySimilarity, scaleOf, type Similarity } from './fit-transform.ts';
import { formatOf, trimCurrency, type ValueShape } from './value-shape.ts';
import type { ReadField } from './read-evidence.ts';
import { labelRowAmounts } from './label-row.ts';
import { lineTokens, type LineToken } from './line-tokens.ts';
import {
  FAR_FROM_PREDICTION,
  LABEL_SAYS_NONE_SUPPORT,
  MISSING,
  NOTHING,
  ONLY_DATE_FIT,
  POSITION_FIT,
  labelFit,
  result,
  scaleBox,
  type Found,
  type PlaceRead,
  type Size,
} from './place-read.ts';

/**
 * How far (share of the page height) a date or amount may sit from its
 * predicted place when no label finds it: a receipt prints few dates, so a
 * date may have moved further than an amount among many amounts.
 */
const TOKEN_REACH: Record<ValueShape, number> = { date: 0.35, amount: 0.12, text: 0 };

/**
 * A date or amount: the token of that shape nearest to where the label (or,
 * without one, the page position) puts the value, on the label's row or the
 * lines under it; tokens in the sample's format first. The token is returned
 * as printed, without the time after a date or the words around an amount.
 */
export function readToken(
  field: TemplateFieldLocation,
  shape: ValueShape,
  view: PageView,
  t: Similarity,
  sample: Size,
): PlaceRead {
  const format = formatOf(field.typedValue ?? field.sampleValue, shape);
  const all = view.lines.flatMap((l) => lineTokens(l.words, shape, format));
  if (!field.located) return onlyDateInFormat(field, shape, format, all, view);
  // tokens in the sample's format ("30/08/2017", not "19-21/03") when the page has any
  const same = all.filter((tok) => formatOf(trimCurrency(tok.repaired ?? tok.text, format), shape) === format);
  // no token of the shape on the page: still look for the label, which may say the document has no such value
  const tokens = same.length ? same : all;
  const rank = (tok: LineToken, x: number, y: number) => Math.hypot(centerX(tok.box) - x, centerY(tok.box) - y);
  const s = scaleOf(t);
  const sampleValue = scaleBox(field.box, sample);
  let labelSaysNone = 0;
  for (const anchor of field.anchors) {
    const sampleAnchor = scaleBox(anchor.box, sample);
    const [ax, ay] = applySimilarity(t, centerX(sampleAnchor), centerY(sampleAnchor));
    const cands = findPhrase(view, anchor.text, 0.8);
    if (!cands.length) continue;
    const cost = (c: (typeof cands)[number]) =>
      Math.hypot(centerX(c.box) - ax, centerY(c.box) - ay) + (1 - c.similarity) * 200;
    const { match: cand, support } = chooseAnchorCandidate(view, anchor, cands, sample, s, cost);
    const h = cand.box.y1 - cand.box.y0;
    const x = cand.box.x0 + (centerX(sampleValue) - sampleAnchor.x0) * s,
      y = cand.box.y0 + (centerY(sampleValue) - sampleAnchor.y0) * s;
    const beside = (tok: LineToken) =>
      verticalOverlapRatio(tok.box, cand.box) >= 0.5 && tok.box.x0 >= cand.box.x1 - 0.5;
    // under the label: the next lines, or (a label printed left of its value on the sample) the value wrapped below it
    const under = (tok: LineToken, reach: number) =>
      tok.box.y0 >= cand.box.y1 - 0.3 * h &&
      tok.box.y0 <= reach &&
      overlap1d(tok.box.x0, tok.box.x1, cand.box.x0 - 4 * h, cand.box.x1 + 4 * h) > 0;
    let near: LineToken[];
    if (anchor.relation !== 'left')
      near = tokens.filter((tok) => under(tok, y + 3 * h) && inColumnCell(tok, cand.box, view));
    else if (tokens.some(beside)) near = onLabelRow(view, cand.words, tokens.filter(beside));
    else {
      // an amount whose row the reading cut into pieces no line holds whole ("TOTAL:" "112." "35"), else the lines under
      const pieces = shape === 'amount' ? labelRowAmounts(view, cand.box) : [];
      near = pieces.length ? pieces : tokens.filter((tok) => under(tok, cand.box.y1 + 2.5 * h));
    }
    const best = near.sort((a, b) => rank(a, x, y) - rank(b, x, y))[0];
    if (!best) {
      // the label is where the sample had it, among the same neighbours, and nothing of the value's shape is beside or
      // under it: the document has no such value here ("Fälligkeit" with no due date), so no date elsewhere stands in
      // (on a text layer only: an OCR'd value may be there, misread out of its shape, and its place still finds it)
      if (support !== null && support >= LABEL_SAYS_NONE_SUPPORT && cand.words.every((w) => w.source === 'text-layer'))
        labelSaysNone = Math.max(labelSaysNone, labelFit(cand.similarity, support));
      continue;
    }
    const far = Math.hypot(centerX(cand.box) - ax, centerY(cand.box) - ay) > FAR_FROM_PREDICTION * view.height;
    return {
      out: tokenResult(best, view, field, {
        foundBy: 'label',
        matchSimilarity: cand.similarity,
        contextSupport: support,
        farFromPrediction: far,
      }),
      fit: labelFit(cand.similarity, support),
    };
  }
  if (labelSaysNone) return { out: MISSING, fit: labelSaysNone, labelSaysNone: true };
  const [px, py] = applySimilarity(t, centerX(sampleValue), centerY(sampleValue));
  const best = tokens
    .filter((tok) => Math.abs(centerY(tok.box) - py) <= TOKEN_REACH[shape] * view.height)
    .sort((a, b) => rank(a, px, py) - rank(b, px, py))[0];
  return best ? { out: tokenResult(best, view, field, { foundBy: 'position' }), fit: POSITION_FIT } : NOTHING;
}

/**
 * Of the tokens beside a label, those on the label's own page row: a label word printed tall ("Rounded" of "Total
 * Rounded", its box reaching into the line above) overlaps the row above it too, and "Rounding Adj. 0.00" there is
 * no value of "Total Rounded 99.80". The page's rows already decided which words share a line; when none of the
 * tokens is on the label's row (the reading put the value on a row of its own), all of them stay.
 */
function onLabelRow(view: PageView, labelWords: readonly PWord[], beside: LineToken[]): LineToken[] {
  const row = view.rows.find((r) => r.lines.some((l) => l.words.some((w) => labelWords.includes(w))));
  if (!row) return beside;
  const inRow = new Set(row.lines.flatMap((l) => l.words));
  const mine = beside.filter((tok) => tok.words.every((w) => inRow.has(w)));
  return mine.length ? mine : beside;
}

/**
 * A date the sample did not show legibly (no place, no label learned) is still
 * the layout's date when the page prints exactly one date in the sample's
 * format ("15/Apr/2017" for "25/FEB/2017"); anything else stays missing.
 */
function onlyDateInFormat(
  field: TemplateFieldLocation,
  shape: ValueShape,
  format: string,
  tokens: LineToken[],
  view: PageView,
): PlaceRead {
  if (shape !== 'date') return NOTHING;
  const same = tokens.filter((tok) => formatOf(tok.text, shape).toUpperCase() === format.toUpperCase());
  if (same.length !== 1) return NOTHING;
  return { out: tokenResult(same[0]!, view, field, { foundBy: 'only_date' }), fit: ONLY_DATE_FIT };
}

/**
 * A value under a column header is a cell of that column: "15.03.2018" inside the sentence "Zahlbar innerhalb 30 Tagen
 * netto bis 04.04.2018, 3% Skonto … bis 15.03.2018" that runs under the "Fälligkeit" header from the left margin is
 * no due date. The run of words the token lies in (word gaps only) must start near the header's column.
 */
function inColumnCell(tok: LineToken, header: Box, view: PageView): boolean {
  const first = tok.words[0];
  const line = first && view.lines.find((l) => l.words.includes(first));
  if (!line) return true;
  const h = header.y1 - header.y0;
  const ws = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
  let k = ws.indexOf(first);
  while (k > 0 && withinWordGap(ws[k - 1]!, ws[k]!)) k--;
  return ws[k]!.box.x0 >= header.x0 - 4 * h;
}

function tokenResult(tok: LineToken, view: PageView, field: TemplateFieldLocation, found: Found): ReadField {
  const sampleFormat = formatOf(field.typedValue ?? field.sampleValue);
  if (field.shape === 'date') {
    const repaired = tok.repaired ?? withSampleSeparators(tok.text, sampleFormat);
    // the separators are the layout's, the digits are read: the calibrator weighs the correction
    if (repaired !== tok.text)
      return { ...result(tok.words, view, found), value: repaired, source: 'corrected', readAs: tok.text };
  }
  const value = field.shape === 'amount' ? trimCurrency(tok.repaired ?? tok.text, sampleFormat) : tok.text;
  return { ...result(tok.words, view, found), value };
}

/** "30032018" read where the layout prints "99/99/9999": OCR dropped the separators, put them back. */
export function withSampleSeparators(token: string, sampleFormat: string): string {
  if (!/^\d+$/.test(token) || !/^[9/.\- ]+$/.test(sampleFormat) || !/[/.\- ]/.test(sampleFormat)) return token;
  if (sampleFormat.replace(/[^9]/g, '').length !== token.length) return token;
  let i = 0;
  return sampleFormat.replace(/9/g, () => token[i++]!);
}
