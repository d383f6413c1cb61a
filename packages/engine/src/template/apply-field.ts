import type { AppliedField, TemplateField } from '@paperbridge/contracts';
import { centerX, centerY, overlap1d, unionBoxes, verticalOverlapRatio, type Box } from '../geometry/box.ts';
import { boxToPolygon } from '../geometry/polygon.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase } from './find-phrase.ts';
import { applySimilarity, scaleOf, type Similarity } from './fit-transform.ts';

export const MISSING: AppliedField = { value: null, confidence: 0, page: null, polygon: null, missing: true };

type Size = { width: number; height: number };
const scaleBox = (b: Box, s: Size): Box => ({ x0: b.x0 * s.width, y0: b.y0 * s.height, x1: b.x1 * s.width, y1: b.y1 * s.height });

/**
 * Reads one field on a new page: finds its anchor (the candidate nearest to
 * where the page transform puts the sample's anchor), places the value box
 * relative to it, and reads the words there. No anchor and no words → missing.
 */
export function applyField(field: TemplateField, view: PageView | undefined, t: Similarity, sample: Size): AppliedField {
  if (!field.located || !view) return MISSING;
  const sampleValue = scaleBox(field.box, sample);
  const s = scaleOf(t);
  for (const anchor of field.anchors) {
    const sampleAnchor = scaleBox(anchor.box, sample);
    const [px, py] = applySimilarity(t, centerX(sampleAnchor), centerY(sampleAnchor));
    const cands = findPhrase(view, anchor.text, 0.8);
    if (!cands.length) continue;
    const cost = (c: (typeof cands)[number]) => Math.hypot(centerX(c.box) - px, centerY(c.box) - py) + (1 - c.similarity) * 200;
    const cand = [...cands].sort((a, b) => cost(a) - cost(b))[0]!;
    const dist = Math.hypot(centerX(cand.box) - px, centerY(cand.box) - py);
    // the value's box relative to the anchor, in the new page's scale (offset rotated with the page)
    const dx = (sampleValue.x0 - sampleAnchor.x0) * s, dy = (sampleValue.y0 - sampleAnchor.y0) * s;
    const angle = Math.atan2(t.b, t.a);
    const rx = dx * Math.cos(angle) - dy * Math.sin(angle), ry = dx * Math.sin(angle) + dy * Math.cos(angle);
    const predicted: Box = { x0: cand.box.x0 + rx, y0: cand.box.y0 + ry, x1: cand.box.x0 + rx + (sampleValue.x1 - sampleValue.x0) * s, y1: cand.box.y0 + ry + (sampleValue.y1 - sampleValue.y0) * s };
    const words = anchor.relation === 'left' ? readRight(view, cand.box, cand.words, predicted, field.lineCount) : anchor.relation === 'above' ? readBelow(view, cand.box, cand.words, predicted, field.lineCount) : [];
    if (!words.length) continue;
    const agree = dist <= 0.05 * view.height ? 1 : 0.85;
    const conf = cand.similarity * agree * Math.min(...words.map((w) => w.confidence)) / 100;
    return result(words, view, conf);
  }
  if (!field.anchors.length) {
    // page position only: the words inside the transformed sample box
    const [x0, y0] = applySimilarity(t, sampleValue.x0, sampleValue.y0);
    const [x1, y1] = applySimilarity(t, sampleValue.x1, sampleValue.y1);
    const pad = (y1 - y0) * 0.3;
    const words = view.words.filter((w) => centerX(w.box) >= x0 - pad && centerX(w.box) <= x1 + pad && centerY(w.box) >= y0 - pad && centerY(w.box) <= y1 + pad);
    if (words.length) return result(words, view, 0.5 * Math.min(...words.map((w) => w.confidence)) / 100);
  }
  return MISSING;
}

function result(words: PWord[], view: PageView, confidence: number): AppliedField {
  return {
    value: words.map((w) => w.text).join(' '),
    confidence: Math.round(confidence * 1000) / 1000,
    page: view.pageNumber,
    polygon: boxToPolygon(unionBoxes(words.map((w) => w.box)), view.width, view.height),
    missing: false,
  };
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
