import type { AppliedField, TemplateField, TemplateFieldLocation } from '@paperbridge/contracts';
import { centerX, centerY, overlap1d, verticalOverlapRatio, type Box } from '../geometry/box.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PWord } from '../model/internal.types.ts';
import { withinWordGap, type PageView } from './doc-view.ts';
import { findPhrase, similarity } from './find-phrase.ts';
import { chooseAnchorCandidate } from './anchor-context.ts';
import { applyLearnedReadings } from './apply-learned-readings.ts';
import { alignedCorrection } from './aligned-correction.ts';
import { certainCorrection } from './certain-correction.ts';
import { withGluedBracketWord, withoutBracketTail } from './glued-brackets.ts';
import { applySimilarity, scaleOf, type Similarity } from './fit-transform.ts';
import { looseNormalise, type ValueShape } from './value-shape.ts';
import type { ReadField } from './read-evidence.ts';
import {
  FAR_FROM_PREDICTION,
  MISSING,
  NOTHING,
  POSITION_FIT,
  labelFit,
  result,
  scaleBox,
  type Found,
  type PlaceRead,
  type Size,
} from './place-read.ts';
import { readToken } from './read-token.ts';
import { blockBelow, printsOtherField } from './block-below.ts';
import { completeLines, sampleLineCounts, valueLines, type ValueLineCounts } from './value-lines.ts';

export { MISSING, type PlaceRead } from './place-read.ts';
export { withSampleSeparators } from './read-token.ts';
export { lineTokens } from './line-tokens.ts';

/**
 * Reads one field on a new page: finds its anchor (the candidate nearest to
 * where the page transform puts the sample's anchor), places the value box
 * relative to it, and reads the words there. No anchor and no words → missing.
 * A field that learned further places from reviewers' corrections is read at
 * each, and the read whose place matches the page best is kept.
 */
export function applyField(field: TemplateField, frameOf: (page: number) => PageFrame, pageCount: number): ReadField {
  const read = (place: TemplateFieldLocation): PlaceRead => readOnAnyPage(place, frameOf, pageCount);
  // a fixed value needs no reading; a reading a person put right is delivered as they confirmed it
  if (field.fixedValue?.trim()) return applyLearnedReadings(field, MISSING);
  const got = field.alternatives?.length
    ? bestRead([field, ...field.alternatives].map((place) => read(place))).out
    : read(field).out;
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
function readOnAnyPage(place: TemplateFieldLocation, frameOf: (page: number) => PageFrame, pages: number): PlaceRead {
  const at = (page: number): PlaceRead => {
    const { view, t, sample } = frameOf(page);
    return view ? readPlace({ ...place, page }, view, t, sample) : NOTHING;
  };
  let best = at(place.page);
  if (!place.located || best.fit >= 1) return best;
  const others = [...Array(pages).keys()]
    .map((i) => i + 1)
    .filter((p) => p !== place.page && (pages <= WHOLE_SEARCH_PAGES || Math.abs(p - place.page) <= 3 || p > pages - 3));
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
  for (const r of reads.slice(1))
    if (!r.out.missing && r.fit >= LEARNED_PLACE_MIN_FIT && (out.out.missing || r.fit >= out.fit)) out = r;
  return out;
}

/** One place of a field (its own, or one learned from a correction) read on the page. */
export function readPlace(place: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead {
  const shape: ValueShape = place.shape ?? 'text';
  const read = shape === 'text' ? readText(place, view, t, sample) : readToken(place, shape, view, t, sample);
  return place.upperCase && read.out.value !== null
    ? { ...read, out: { ...read.out, value: read.out.value.toUpperCase() } }
    : read;
}

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
  // a label that reads as one ("Name:") reads its value whole: text found on fewer lines than the sample's value is
  // part of something else ("Max Mustermann" of another party for "Herrn / Max Mustermann"); OCR fragments beside a
  // receipt's address ("GST") are no such label, and an OCR'd line count is no such measure
  const wholeLines =
    field.lineCount > 1 &&
    field.anchors.some((a) => a.relation === 'left' && isColonWord(a.text.trim().split(/\s+/).pop() ?? ''));
  if (typed) {
    const [px, py] = predictedCentre(field, t, sample);
    const hits = findPhrase(view, typed, FIXED_TEXT_SIMILARITY, looseNormalise)
      .filter(
        (m) =>
          (!labelled || fillsItsLines(m.words, view)) &&
          (!wholeLines || m.lineCount >= field.lineCount) &&
          !takesOtherField(m.words, view, typed) &&
          (!field.located || Math.abs(centerY(m.box) - py) <= FIXED_TEXT_REACH * view.height),
      )
      .sort(
        (a, b) =>
          b.similarity - a.similarity ||
          Math.hypot(centerX(a.box) - px, centerY(a.box) - py) - Math.hypot(centerX(b.box) - px, centerY(b.box) - py),
      );
    const hit = hits[0];
    if (hit) {
      // a value over several lines (an address) whose first or last line differs (a branch's) is read whole
      const words = withGluedBracketWord(
        view,
        hit.lineCount > 1 ? completeLines(view, hit.words, typed) : hit.words,
        typed,
      );
      return {
        out: confirmedTowards(
          field,
          result(words, view, { foundBy: 'fixed_text', matchSimilarity: hit.similarity }),
          typed,
        ),
        fit: hit.similarity,
      };
    }
  }
  if (!field.located) return NOTHING;
  const read = readByAnchor(field, view, t, sample);
  if (
    read &&
    typed &&
    read.out.value !== null &&
    similarity(looseNormalise(read.out.value), looseNormalise(typed)) >= FIXED_TEXT_SIMILARITY
  )
    return { ...read, out: confirmedTowards(field, read.out, typed) };
  return read ?? NOTHING;
}

/**
 * Corrections move a reading only towards text a person confirmed (issue 22 point 4): a sample value that is
 * only the sample's own OCR reading ("INDAH x") never rewrites what a later page reads.
 */
const confirmedTowards = (field: TemplateFieldLocation, out: AppliedField, typed: string) =>
  field.unconfirmed ? out : towardsSample(out, typed, field.upperCase);

/**
 * A read value with the sample's spelling where certainCorrection proves it, marked as corrected with what was read;
 * a value that differs from the sample elsewhere too is corrected only where it reads as the sample
 * (aligned-correction.ts: another branch's last line stays as read, a misread comma before it does not).
 * A value typed in capitals is compared in capitals: "Jalan Tampoi" printed, "JALAN TAMPOI" typed differ by the
 * user's convention only, and comparing them as printed let no correction (not even spacing) through.
 */
export function towardsSample(out: AppliedField, typed: string, upperCase?: boolean): AppliedField {
  if (out.value === null) return out;
  const asRead = upperCase ? out.value.toUpperCase() : out.value;
  const read = withoutBracketTail(asRead, typed);
  const whole = certainCorrection(read, typed);
  const c = whole.corrected ? whole : alignedCorrection(read, typed);
  return c.corrected || c.value !== asRead ? { ...out, value: c.value, source: 'corrected', readAs: out.value } : out;
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
 * Whether matched words run on into a line that prints another field ("Mobile /Whatsapps" under an address whose last
 * line the OCR put elsewhere): text the typed value does not hold, so the match is not the value (session 28).
 */
function takesOtherField(words: readonly PWord[], view: PageView, typed: string): boolean {
  const want = looseNormalise(typed);
  return view.lines.some((l) => {
    const mine = l.words.filter((w) => words.includes(w));
    if (!mine.length) return false;
    const text = mine.map((w) => w.text).join(' ');
    return printsOtherField(text) && !want.includes(looseNormalise(text));
  });
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

/** The words beside or below the field's label (the first label found), null when none. */
function readByAnchor(field: TemplateFieldLocation, view: PageView, t: Similarity, sample: Size): PlaceRead | null {
  const sampleValue = scaleBox(field.box, sample);
  const s = scaleOf(t);
  for (const anchor of field.anchors) {
    const sampleAnchor = scaleBox(anchor.box, sample);
    const [px, py] = applySimilarity(t, centerX(sampleAnchor), centerY(sampleAnchor));
    const cands = findPhrase(view, anchor.text, 0.8);
    if (!cands.length) continue;
    const cost = (c: (typeof cands)[number]) =>
      Math.hypot(centerX(c.box) - px, centerY(c.box) - py) + (1 - c.similarity) * 200;
    const { match: cand, support } = chooseAnchorCandidate(view, anchor, cands, sample, s, cost);
    const dist = Math.hypot(centerX(cand.box) - px, centerY(cand.box) - py);
    // the value's box relative to the anchor, in the new page's scale (offset rotated with the page)
    const dx = (sampleValue.x0 - sampleAnchor.x0) * s,
      dy = (sampleValue.y0 - sampleAnchor.y0) * s;
    const angle = Math.atan2(t.b, t.a);
    const rx = dx * Math.cos(angle) - dy * Math.sin(angle),
      ry = dx * Math.sin(angle) + dy * Math.cos(angle);
    const predicted: Box = {
      x0: cand.box.x0 + rx,
      y0: cand.box.y0 + ry,
      x1: cand.box.x0 + rx + (sampleValue.x1 - sampleValue.x0) * s,
      y1: cand.box.y0 + ry + (sampleValue.y1 - sampleValue.y0) * s,
    };
    const words =
      anchor.relation === 'left'
        ? readRight(
            view,
            cand.box,
            cand.words,
            predicted,
            sampleLineCounts(field.box, anchor.box, field.lineCount),
            field.followedBy,
          )
        : anchor.relation === 'above'
          ? readBelow(view, cand.box, cand.words, predicted, field.lineCount)
          : wordsInBox(view, predicted);
    if (!words.length) continue;
    const found: Found = {
      foundBy: 'label',
      matchSimilarity: cand.similarity,
      contextSupport: support,
      farFromPrediction: dist > FAR_FROM_PREDICTION * view.height,
    };
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
  return view.words.filter(
    (w) =>
      centerX(w.box) >= b.x0 - pad &&
      centerX(w.box) <= b.x1 + pad &&
      centerY(w.box) >= b.y0 - pad &&
      centerY(w.box) <= b.y1 + pad,
  );
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

/** The run of words right of the anchor on its row that starts near the predicted box, with the value's other lines. */
function readRight(
  view: PageView,
  anchor: Box,
  anchorWords: PWord[],
  predicted: Box,
  counts: ValueLineCounts,
  followedBy?: string,
): PWord[] {
  const h = anchor.y1 - anchor.y0;
  const row = view.words
    .filter(
      (w) => !anchorWords.includes(w) && w.box.x0 >= anchor.x1 - 0.5 && verticalOverlapRatio(w.box, anchor) >= 0.5,
    )
    .sort((a, b) => a.box.x0 - b.box.x0);
  const start = row.findIndex((w) => w.box.x0 <= Math.max(predicted.x0 + 3 * h, predicted.x1));
  if (start < 0 || isColonWord(row[start]!.text)) return [];
  // a value inside a longer line (followed by more words on the sample) is that line's part only
  return followedBy ? endBefore(runFrom(row, start), followedBy) : valueLines(view, runFrom(row, start), counts);
}

/** The line under the anchor that overlaps the predicted box the most, with the value's other lines. */
function readBelow(view: PageView, anchor: Box, anchorWords: PWord[], predicted: Box, lineCount: number): PWord[] {
  const h = anchor.y1 - anchor.y0;
  const lines = view.lines
    .filter(
      (l) =>
        l.box.y0 >= anchor.y1 - 0.3 * h &&
        l.box.y0 <= predicted.y1 + 1.5 * h &&
        !l.words.some((w) => anchorWords.includes(w)),
    )
    .map((l) => ({ l, ov: overlap1d(l.box.x0, l.box.x1, predicted.x0 - h, predicted.x1 + h) }))
    .filter((x) => x.ov > 0)
    .sort((a, b) => Math.abs(a.l.box.y0 - predicted.y0) - Math.abs(b.l.box.y0 - predicted.y0) || b.ov - a.ov);
  const line = lines[0]?.l;
  if (!line || isColonWord(line.words[line.words.length - 1]!.text)) return [];
  if (lineCount === 1) return [...line.words];
  // a value over several lines is the block under its heading, however many lines this document prints
  return printsOtherField(line.text) ? [] : blockBelow(view, line, lineCount, anchorWords);
}

/** Words from start while the gaps stay word gaps, stopping before the next label. */
function runFrom(row: PWord[], start: number): PWord[] {
  const out: PWord[] = [row[start]!];
  for (let k = start + 1; k < row.length; k++) {
    const prev = out[out.length - 1]!,
      w = row[k]!;
    if (!withinWordGap(prev, w)) break;
    if (isColonWord(w.text)) {
      // "01/26/15 Time Collected:": the capitalised word before a label belongs to the label
      if (out.length > 1 && /^\p{Lu}/u.test(prev.text)) out.pop();
      break;
    }
    out.push(w);
  }
  return out;
}
