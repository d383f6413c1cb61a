import type { AppliedField, TemplateField, TemplateFieldLocation } from '@paperbridge/contracts';
import { centerX, centerY, overlap1d, unionBoxes, verticalOverlapRatio, type Box } from '../geometry/box.ts';
import { boxToPolygon } from '../geometry/polygon.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase, similarity } from './find-phrase.ts';
import { chooseAnchorCandidate } from './anchor-context.ts';
import { applyLearnedReadings } from './apply-learned-readings.ts';
import { certainCorrection } from './certain-correction.ts';
import { applySimilarity, scaleOf, type Similarity } from './fit-transform.ts';
import { formatOf, looseNormalise, shapeTokens, trimCurrency, type ValueShape } from './value-shape.ts';
import { wordEvidence, type ReadEvidence, type ReadField } from './read-evidence.ts';

export const MISSING: AppliedField = { value: null, confidence: 0, page: null, polygon: null, missing: true };

type Size = { width: number; height: number };
const scaleBox = (b: Box, s: Size): Box => ({ x0: b.x0 * s.width, y0: b.y0 * s.height, x1: b.x1 * s.width, y1: b.y1 * s.height });

/**
 * A value read at one place of a field, with how well the place matched: 1 for
 * fixed text found again or a label found with every neighbour line it had on
 * its sample, less for fewer neighbours, a fuzzier label, or a place known only
 * by its position. 0 when nothing was read.
 */
export interface PlaceRead {
  out: ReadField;
  fit: number;
  /** the label was found where the sample had it and nothing of the value's shape is beside or under it */
  labelSaysNone?: boolean;
}

const NOTHING: PlaceRead = { out: MISSING, fit: 0 };
/** A value found only by its page position, or as the page's only date: weaker than any label found. */
const POSITION_FIT = 0.3;
const ONLY_DATE_FIT = 0.2;
/** A label found further than this share of the page height from where the page transform puts it is evidence against it. */
const FAR_FROM_PREDICTION = 0.05;
/** A label found with at least this share of its sample neighbours is trusted to say where the value is, or that there is none. */
const LABEL_SAYS_NONE_SUPPORT = 0.5;
/** A label learned without neighbour lines: neither confirmed nor contradicted by them. */
const NO_CONTEXT_SUPPORT = 0.5;

/**
 * Reads one field on a new page: finds its anchor (the candidate nearest to
 * where the page transform puts the sample's anchor), places the value box
 * relative to it, and reads the words there. No anchor and no words → missing.
 * A field that learned further places from reviewers' corrections is read at
 * each, and the read whose place matches the page best is kept.
 */
export function applyField(field: TemplateField, frameOf: (page: number) => PageFrame): ReadField {
  const read = (place: TemplateFieldLocation): PlaceRead => readOnAnyPage(place, frameOf);
  // a fixed value needs no reading; a reading a person put right is delivered as they confirmed it
  if (field.fixedValue?.trim()) return applyLearnedReadings(field, MISSING);
  const got = field.alternatives?.length ? bestRead([field, ...field.alternatives].map((place) => read(place))).out : read(field).out;
  return applyLearnedReadings(field, got);
}

/** Documents up to this many pages are searched whole for a label that moved to another page; longer ones near its page and at the end. */
const WHOLE_SEARCH_PAGES = 20;

/**
 * Label over position across pages (issue 28 point 2): a totals block pushed onto the next page by a longer item
 * list is still found by its label. The learned page is read first; unless its label was found there with every
 * neighbour line the sample had, the other pages are read too and a label found with better support wins. A value
 * placed only by position is never taken from another page.
 */
function readOnAnyPage(place: TemplateFieldLocation, frameOf: (page: number) => PageFrame): PlaceRead {
  const at = (page: number): PlaceRead => {
    const { view, t, sample } = frameOf(page);
    return view ? readPlace({ ...place, page }, view, t, sample) : NOTHING;
  };
  let best = at(place.page);
  if (!place.located || best.fit >= 1) return best;
  let pages = 0;
  while (pages < 500 && frameOf(pages + 1).view) pages++;
  const others = [...Array(pages).keys()].map((i) => i + 1).filter((p) => p !== place.page && (pages <= WHOLE_SEARCH_PAGES || Math.abs(p - place.page) <= 3 || p > pages - 3));
  for (const page of others) {
    const r = at(page);
    // a label found on another page that says there is no value there also outweighs a value placed by position
    const byLabel = r.labelSaysNone || r.out.evidence?.foundBy === 'label' || r.out.evidence?.foundBy === 'fixed_text';
    if (byLabel && r.fit > best.fit) best = r;
  }
  return best;
}

/** A page of the new document, the page transform from the sample, and the sample page's size in points. */
export interface PageFrame {
  view: PageView | undefined;
  t: Similarity;
  sample: Size;
}

/**
 * How well a place learned from a correction must match the page to be used: its label found with at
 * least some of the lines around it on the corrected document (a label alone may be any "Total").
 */
export const LEARNED_PLACE_MIN_FIT = 0.6;

/**
 * The field's own read, unless a learned place matches the page at least as
 * well (and well enough): the later place wins a tie, since a place learned
 * from a correction was learned where the earlier ones read wrong.
 */
export function bestRead(reads: readonly PlaceRead[]): PlaceRead {
  let out = reads[0] ?? NOTHING;
  for (const r of reads.slice(1)) if (!r.out.missing && r.fit >= LEARNED_PLACE_MIN_FIT && (out.out.missing || r.fit >= out.fit)) out = r;
  return out;
}

/** One place of a field (its own, or one learned from a correction) read on the page. */
export function readPlace(place: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead {
  const shape: ValueShape = place.shape ?? 'text';
  const read = shape === 'text' ? readText(place, view, t, sample) : readToken(place, shape, view, t, sample);
  return place.upperCase && read.out.value !== null ? { ...read, out: { ...read.out, value: read.out.value.toUpperCase() } } : read;
}

/** How well a label matched: its spelling, and the share of the sample's neighbour lines around it. */
const labelFit = (similarity: number, support: number | null) => similarity * (0.5 + 0.5 * (support ?? NO_CONTEXT_SUPPORT));

/** Similarity from which read text is taken for the layout's fixed text (a vendor name, its address) in OCR noise. */
const FIXED_TEXT_SIMILARITY = 0.7;
/** How far (share of the page height) fixed text may sit from where the sample puts it. */
const FIXED_TEXT_REACH = 0.35;

/**
 * Free text. Unlabelled text the layout prints on every document (a vendor's
 * name and address at the top of a receipt) is recognised by the typed sample
 * value itself, near its sample position; labelled text is read beside or below
 * its label. Either way the value is the text read on this page (another
 * branch's address stays that branch's), corrected towards the sample only
 * where the correction is certain (certain-correction.ts) and then marked so.
 */
function readText(field: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead {
  const typed = field.typedValue && isFixedTextCandidate(field.typedValue) ? field.typedValue : null;
  // a labelled value is fixed text only when it stands alone on its lines (not part of another value)
  const labelled = field.anchors.some((a) => a.relation === 'left');
  if (typed) {
    const [px, py] = predictedCentre(field, t, sample);
    const hits = findPhrase(view, typed, FIXED_TEXT_SIMILARITY, looseNormalise)
      .filter((m) => (!labelled || fillsItsLines(m.words, view)) && (!field.located || Math.abs(centerY(m.box) - py) <= FIXED_TEXT_REACH * view.height))
      .sort((a, b) => b.similarity - a.similarity || Math.hypot(centerX(a.box) - px, centerY(a.box) - py) - Math.hypot(centerX(b.box) - px, centerY(b.box) - py));
    const hit = hits[0];
    if (hit) {
      return { out: confirmedTowards(field, result(hit.words, view, { foundBy: 'fixed_text', matchSimilarity: hit.similarity }), typed), fit: hit.similarity };
    }
  }
  if (!field.located) return NOTHING;
  const read = readByAnchor(field, view, t, sample);
  if (read && typed && read.out.value !== null && similarity(looseNormalise(read.out.value), looseNormalise(typed)) >= FIXED_TEXT_SIMILARITY) return { ...read, out: confirmedTowards(field, read.out, typed) };
  return read ?? NOTHING;
}

/**
 * Corrections move a reading only towards text a person confirmed (issue 22 point 4): a sample value that is
 * only the sample's own OCR reading ("INDAH x") never rewrites what a later page reads.
 */
const confirmedTowards = (field: TemplateFieldLocation, out: AppliedField, typed: string) => (field.unconfirmed ? out : towardsSample(out, typed, field.upperCase));

/**
 * A read value with the sample's spelling where certainCorrection proves it, marked as corrected with what was read.
 * A value typed in capitals is compared in capitals: "Jalan Tampoi" printed, "JALAN TAMPOI" typed differ by the
 * user's convention only, and comparing them as printed let no correction (not even spacing) through.
 */
export function towardsSample(out: AppliedField, typed: string, upperCase?: boolean): AppliedField {
  if (out.value === null) return out;
  const read = upperCase ? out.value.toUpperCase() : out.value;
  const c = certainCorrection(read, typed);
  return c.corrected ? { ...out, value: c.value, source: 'corrected', readAs: out.value } : out;
}

/**
 * Whether matched words are (nearly) all of the text on their lines: fixed
 * text stands alone ("GARDENIA BAKERIES (KL) SDN BHD"); "Whisnant" inside
 * "Collected By: Ronald Whisnant" is part of another value.
 */
export function fillsItsLines(words: readonly PWord[], view: PageView): boolean {
  const lines = view.lines.filter((l) => l.words.some((w) => words.includes(w)));
  const size = (ws: readonly PWord[]) => ws.reduce((n, w) => n + looseNormalise(w.text).length, 0);
  const extra = size(lines.flatMap((l) => l.words.filter((w) => !words.includes(w))));
  return extra <= 0.2 * size(words);
}

/**
 * Only wordy text can be a layout's fixed text: codes and numbers (sample IDs,
 * invoice numbers) differ from document to document by a few characters.
 */
export function isFixedTextCandidate(typed: string): boolean {
  const chars = looseNormalise(typed);
  const digits = chars.replace(/\D/g, '').length;
  return chars.length >= 4 && digits / chars.length < 0.3 && /\p{L}{3}/u.test(chars);
}

function predictedCentre(field: TemplateFieldLocation, t: Similarity, sample: Size): [number, number] {
  const b = scaleBox(field.box, sample);
  return applySimilarity(t, centerX(b), centerY(b));
}

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
function readToken(field: TemplateFieldLocation, shape: ValueShape, view: PageView, t: Similarity, sample: Size): PlaceRead {
  const format = formatOf(field.typedValue ?? field.sampleValue, shape);
  const all = view.lines.flatMap((l) => lineTokens(l.words, shape));
  if (!field.located) return onlyDateInFormat(field, shape, format, all, view);
  // tokens in the sample's format ("30/08/2017", not "19-21/03") when the page has any
  const same = all.filter((tok) => formatOf(trimCurrency(tok.text, format), shape) === format);
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
    const cost = (c: (typeof cands)[number]) => Math.hypot(centerX(c.box) - ax, centerY(c.box) - ay) + (1 - c.similarity) * 200;
    const { match: cand, support } = chooseAnchorCandidate(view, anchor, cands, sample, s, cost);
    const h = cand.box.y1 - cand.box.y0;
    const x = cand.box.x0 + (centerX(sampleValue) - sampleAnchor.x0) * s, y = cand.box.y0 + (centerY(sampleValue) - sampleAnchor.y0) * s;
    const beside = (tok: LineToken) => verticalOverlapRatio(tok.box, cand.box) >= 0.5 && tok.box.x0 >= cand.box.x1 - 0.5;
    // under the label: the next lines, or (a label printed left of its value on the sample) the value wrapped below it
    const under = (tok: LineToken, reach: number) => tok.box.y0 >= cand.box.y1 - 0.3 * h && tok.box.y0 <= reach && overlap1d(tok.box.x0, tok.box.x1, cand.box.x0 - 4 * h, cand.box.x1 + 4 * h) > 0;
    const near = anchor.relation === 'left'
      ? (tokens.some(beside) ? tokens.filter(beside) : tokens.filter((tok) => under(tok, cand.box.y1 + 2.5 * h)))
      : tokens.filter((tok) => under(tok, y + 3 * h) && inColumnCell(tok, cand.box, view));
    const best = near.sort((a, b) => rank(a, x, y) - rank(b, x, y))[0];
    if (!best) {
      // the label is where the sample had it, among the same neighbours, and nothing of the value's shape is beside or
      // under it: the document has no such value here ("Fälligkeit" with no due date), so no date elsewhere stands in
      // (on a text layer only: an OCR'd value may be there, misread out of its shape, and its place still finds it)
      if (support !== null && support >= LABEL_SAYS_NONE_SUPPORT && cand.words.every((w) => w.source === 'text-layer')) labelSaysNone = Math.max(labelSaysNone, labelFit(cand.similarity, support));
      continue;
    }
    const far = Math.hypot(centerX(cand.box) - ax, centerY(cand.box) - ay) > FAR_FROM_PREDICTION * view.height;
    return { out: tokenResult(best, view, field, { foundBy: 'label', matchSimilarity: cand.similarity, contextSupport: support, farFromPrediction: far }), fit: labelFit(cand.similarity, support) };
  }
  if (labelSaysNone) return { out: MISSING, fit: labelSaysNone, labelSaysNone: true };
  const [px, py] = applySimilarity(t, centerX(sampleValue), centerY(sampleValue));
  const best = tokens.filter((tok) => Math.abs(centerY(tok.box) - py) <= TOKEN_REACH[shape] * view.height).sort((a, b) => rank(a, px, py) - rank(b, px, py))[0];
  return best ? { out: tokenResult(best, view, field, { foundBy: 'position' }), fit: POSITION_FIT } : NOTHING;
}

/**
 * A date the sample did not show legibly (no place, no label learned) is still
 * the layout's date when the page prints exactly one date in the sample's
 * format ("15/Apr/2017" for "25/FEB/2017"); anything else stays missing.
 */
function onlyDateInFormat(field: TemplateFieldLocation, shape: ValueShape, format: string, tokens: LineToken[], view: PageView): PlaceRead {
  if (shape !== 'date') return NOTHING;
  const same = tokens.filter((tok) => formatOf(tok.text, shape).toUpperCase() === format.toUpperCase());
  if (same.length !== 1) return NOTHING;
  return { out: tokenResult(same[0]!, view, field, { foundBy: 'only_date' }), fit: ONLY_DATE_FIT };
}

interface LineToken { text: string; words: PWord[]; box: Box }

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
  while (k > 0 && ws[k]!.box.x0 - ws[k - 1]!.box.x1 <= 0.9 * Math.max(ws[k]!.fontSize, ws[k - 1]!.fontSize)) k--;
  return ws[k]!.box.x0 >= header.x0 - 4 * h;
}

/** The date or amount tokens of a line, with the words they lie in. */
export function lineTokens(words: readonly PWord[], shape: ValueShape): LineToken[] {
  const starts: number[] = [];
  let text = '';
  for (const w of words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  return shapeTokens(text, shape).map((tok) => {
    const inside = words.filter((w, i) => starts[i]! < tok.end && starts[i]! + w.text.length > tok.start);
    return { text: tok.text, words: inside, box: unionBoxes(inside.map((w) => w.box)) };
  });
}

function tokenResult(tok: LineToken, view: PageView, field: TemplateFieldLocation, found: Found): ReadField {
  const sampleFormat = formatOf(field.typedValue ?? field.sampleValue);
  if (field.shape === 'date') {
    const repaired = withSampleSeparators(tok.text, sampleFormat);
    // the separators are the layout's, the digits are read: the calibrator weighs the correction
    if (repaired !== tok.text) return { ...result(tok.words, view, found), value: repaired, source: 'corrected', readAs: tok.text };
  }
  const value = field.shape === 'amount' ? trimCurrency(tok.text, sampleFormat) : tok.text;
  return { ...result(tok.words, view, found), value };
}

/** "30032018" read where the layout prints "99/99/9999": OCR dropped the separators, put them back. */
export function withSampleSeparators(token: string, sampleFormat: string): string {
  if (!/^\d+$/.test(token) || !/^[9/.\- ]+$/.test(sampleFormat) || !/[/.\- ]/.test(sampleFormat)) return token;
  if (sampleFormat.replace(/[^9]/g, '').length !== token.length) return token;
  let i = 0;
  return sampleFormat.replace(/9/g, () => token[i++]!);
}

/** The words beside or below the field's label (the first label found), null when none. */
function readByAnchor(field: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead | null {
  const sampleValue = scaleBox(field.box, sample);
  const s = scaleOf(t);
  for (const anchor of field.anchors) {
    const sampleAnchor = scaleBox(anchor.box, sample);
    const [px, py] = applySimilarity(t, centerX(sampleAnchor), centerY(sampleAnchor));
    const cands = findPhrase(view, anchor.text, 0.8);
    if (!cands.length) continue;
    const cost = (c: (typeof cands)[number]) => Math.hypot(centerX(c.box) - px, centerY(c.box) - py) + (1 - c.similarity) * 200;
    const { match: cand, support } = chooseAnchorCandidate(view, anchor, cands, sample, s, cost);
    const dist = Math.hypot(centerX(cand.box) - px, centerY(cand.box) - py);
    // the value's box relative to the anchor, in the new page's scale (offset rotated with the page)
    const dx = (sampleValue.x0 - sampleAnchor.x0) * s, dy = (sampleValue.y0 - sampleAnchor.y0) * s;
    const angle = Math.atan2(t.b, t.a);
    const rx = dx * Math.cos(angle) - dy * Math.sin(angle), ry = dx * Math.sin(angle) + dy * Math.cos(angle);
    const predicted: Box = { x0: cand.box.x0 + rx, y0: cand.box.y0 + ry, x1: cand.box.x0 + rx + (sampleValue.x1 - sampleValue.x0) * s, y1: cand.box.y0 + ry + (sampleValue.y1 - sampleValue.y0) * s };
    const words = anchor.relation === 'left' ? endBefore(readRight(view, cand.box, cand.words, predicted, field.lineCount), field.followedBy) : anchor.relation === 'above' ? readBelow(view, cand.box, cand.words, predicted, field.lineCount) : wordsInBox(view, predicted);
    if (!words.length) continue;
    const found: Found = { foundBy: 'label', matchSimilarity: cand.similarity, contextSupport: support, farFromPrediction: dist > FAR_FROM_PREDICTION * view.height };
    return { out: result(words, view, found), fit: labelFit(cand.similarity, support) };
  }
  return readAtPosition(field, view, t, sample);
}

function readAtPosition(field: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead | null {
  const sampleValue = scaleBox(field.box, sample);
  if (!field.anchors.length) {
    // page position only: the words inside the transformed sample box
    const [x0, y0] = applySimilarity(t, sampleValue.x0, sampleValue.y0);
    const [x1, y1] = applySimilarity(t, sampleValue.x1, sampleValue.y1);
    const words = wordsInBox(view, { x0, y0, x1, y1 });
    if (words.length) return { out: result(words, view, { foundBy: 'position' }), fit: POSITION_FIT };
  }
  return null;
}

/** The words whose centre lies in a box (a value placed by its position), with a margin of a third of its height. */
function wordsInBox(view: PageView, b: Box): PWord[] {
  const pad = (b.y1 - b.y0) * 0.3;
  return view.words.filter((w) => centerX(w.box) >= b.x0 - pad && centerX(w.box) <= b.x1 + pad && centerY(w.box) >= b.y0 - pad && centerY(w.box) <= b.y1 + pad);
}

/** How a value was found (the rest of its evidence comes from its words). */
type Found = Pick<ReadEvidence, 'foundBy'> & Partial<Pick<ReadEvidence, 'matchSimilarity' | 'contextSupport' | 'farFromPrediction'>>;

/**
 * The value read from words, with its evidence. Its confidence is 0 until calibrate-confidence.ts weighs the evidence
 * with the document's checks (applyTemplate, and rereadWeakFields after a second reading).
 */
function result(words: PWord[], view: PageView, found: Found): ReadField {
  const evidence: ReadEvidence = { matchSimilarity: 1, contextSupport: null, farFromPrediction: false, ...found, ...wordEvidence(words) };
  return {
    value: words.map((w) => w.text).join(' '),
    confidence: 0,
    page: view.pageNumber,
    polygon: boxToPolygon(unionBoxes(words.map((w) => w.box)), view.width, view.height),
    missing: false,
    evidence,
  };
}

/**
 * A value learned inside a longer line ends where the sample's did: before the word that followed it there
 * ("471102" of "Nr. 471102 vom 05.06.2018"), never at the end of the run.
 */
export function endBefore(words: PWord[], followedBy: string | undefined): PWord[] {
  if (!followedBy) return words;
  const stop = looseNormalise(followedBy);
  const k = words.findIndex((w, i) => i > 0 && looseNormalise(w.text) === stop);
  return k > 0 ? words.slice(0, k) : words;
}

/** The run of words right of the anchor on its row that starts near the predicted box. */
function readRight(view: PageView, anchor: Box, anchorWords: PWord[], predicted: Box, lineCount: number): PWord[] {
  const h = anchor.y1 - anchor.y0;
  const row = view.words
    .filter((w) => !anchorWords.includes(w) && w.box.x0 >= anchor.x1 - 0.5 && verticalOverlapRatio(w.box, anchor) >= 0.5)
    .sort((a, b) => a.box.x0 - b.box.x0);
  const start = row.findIndex((w) => w.box.x0 <= Math.max(predicted.x0 + 3 * h, predicted.x1));
  if (start < 0 || isColonWord(row[start]!.text)) return [];
  const out = runFrom(row, start);
  return lineCount > 1 ? [...out, ...linesBelow(view, unionBoxes(out.map((w) => w.box)), lineCount - 1)] : out;
}

/** The line under the anchor that overlaps the predicted box the most. */
function readBelow(view: PageView, anchor: Box, anchorWords: PWord[], predicted: Box, lineCount: number): PWord[] {
  const h = anchor.y1 - anchor.y0;
  const lines = view.lines
    .filter((l) => l.box.y0 >= anchor.y1 - 0.3 * h && l.box.y0 <= predicted.y1 + 1.5 * h && !l.words.some((w) => anchorWords.includes(w)))
    .map((l) => ({ l, ov: overlap1d(l.box.x0, l.box.x1, predicted.x0 - h, predicted.x1 + h) }))
    .filter((x) => x.ov > 0)
    .sort((a, b) => Math.abs(a.l.box.y0 - predicted.y0) - Math.abs(b.l.box.y0 - predicted.y0) || b.ov - a.ov);
  const line = lines[0]?.l;
  if (!line || isColonWord(line.words[line.words.length - 1]!.text)) return [];
  const out = [...line.words];
  return lineCount > 1 ? [...out, ...linesBelow(view, line.box, lineCount - 1)] : out;
}

/** Words from start while the gaps stay word gaps, stopping before the next label. */
function runFrom(row: PWord[], start: number): PWord[] {
  const out: PWord[] = [row[start]!];
  for (let k = start + 1; k < row.length; k++) {
    const prev = out[out.length - 1]!, w = row[k]!;
    if (w.box.x0 - prev.box.x1 > 0.9 * Math.max(w.fontSize, prev.fontSize)) break;
    if (isColonWord(w.text)) {
      // "01/26/15 Time Collected:": the capitalised word before a label belongs to the label
      if (out.length > 1 && /^\p{Lu}/u.test(prev.text)) out.pop();
      break;
    }
    out.push(w);
  }
  return out;
}

/** Up to n lines directly under box that start near its left edge (a value printed over several lines). */
function linesBelow(view: PageView, box: Box, n: number): PWord[] {
  const out: PWord[] = [];
  let cur = box;
  for (let i = 0; i < n; i++) {
    const h = cur.y1 - cur.y0;
    const next = view.lines
      .filter((l) => l.box.y0 >= cur.y1 - 0.3 * h && l.box.y0 - cur.y1 < 1.2 * h && Math.abs(l.box.x0 - box.x0) < 2 * h)
      .sort((a, b) => a.box.y0 - b.box.y0)[0];
    if (!next || isColonWord(next.words[next.words.length - 1]!.text)) break;
    out.push(...next.words);
    cur = next.box;
  }
  return out;
}
