import { boxHeight, overlap1d, unionBoxes } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';

/**
 * A gap wider than this share of the font size ends a line: a normal word space
 * is about 0.25–0.35 em, table columns and form fields are separated by more.
 * Lines are therefore text runs, and a table row is several lines.
 */
export const LINE_GAP_EM = 0.9;

/**
 * Words → lines (text runs on one baseline), each left to right. The words' coordinates are copied out once
 * and the work runs on the copies: words come in several shapes (read, split, merged, from OCR), and code
 * reading them word by word was optimised for the first and thrown away at each new one, a dozen times a
 * long document.
 */
export function groupLines(words: readonly PWord[]): PLine[] {
  const { closed, open } = lineIndices(wordCoordinates(words));
  const lines: PLine[] = [];
  for (const line of closed) lines.push(makeLine(line.map((j) => words[j]!)));
  for (const line of open) lines.push(makeLine(line.map((j) => words[j]!)));
  return lines.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

interface WordCoordinates {
  wx0: Float64Array;
  wy0: Float64Array;
  wx1: Float64Array;
  wy1: Float64Array;
  wFont: Float64Array;
  /** the largest font size or word height, at least 1 */
  maxH: number;
}

/** The one place that reads the words themselves (their shapes vary; a small function re-optimises cheaply). */
function wordCoordinates(words: readonly PWord[]): WordCoordinates {
  const count = words.length;
  const wx0 = new Float64Array(count),
    wy0 = new Float64Array(count),
    wx1 = new Float64Array(count),
    wy1 = new Float64Array(count),
    wFont = new Float64Array(count);
  let maxH = 1;
  for (let i = 0; i < count; i++) {
    const w = words[i]!;
    const b = w.box;
    wx0[i] = b.x0;
    wy0[i] = b.y0;
    wx1[i] = b.x1;
    wy1[i] = b.y1;
    wFont[i] = w.fontSize;
    maxH = Math.max(maxH, w.fontSize, boxHeight(b));
  }
  return { wx0, wy0, wx1, wy1, wFont, maxH };
}

/** Lines as lists of word indices: those done before the last word, and those still open at the end. */
function lineIndices({ wx0, wy0, wx1, wy1, wFont, maxH }: WordCoordinates): { closed: number[][]; open: number[][] } {
  const count = wx0.length;
  const order = leftThenTop(wx0, wy0);
  // words come left to right, so a line whose end lies further back than any word's gap allowance is done.
  // Open lines as lists of word indices, with their last word's right edge, top, bottom and font size beside
  // them: a page of running text keeps every line open to its end, so each word is held against all of them
  const open: number[][] = [];
  const closed: number[][] = [];
  const lastX1 = new Float64Array(count),
    lastY0 = new Float64Array(count),
    lastY1 = new Float64Array(count),
    lastFont = new Float64Array(count);
  let n = 0;
  // no open line can be done before a word starts past this: the least of their ends plus allowances, kept
  // low (a line's end may move back), so that the pass over every open line runs only when one may close
  let firstDone = Infinity;
  for (let k = 0; k < count; k++) {
    const j = order[k]!;
    const x0 = wx0[j]!,
      y0 = wy0[j]!,
      y1 = wy1[j]!,
      font = wFont[j]!;
    const h = Math.max(font, y1 - y0, 1);
    // the margin keeps the skip safe from rounding: the pass itself decides with the exact test
    if (n > 32 && x0 >= firstDone - 1e-6 * (1 + Math.abs(firstDone))) {
      let kept = 0;
      firstDone = Infinity;
      for (let i = 0; i < n; i++) {
        if (x0 - lastX1[i]! > LINE_GAP_EM * Math.max(maxH, lastFont[i]!)) {
          closed.push(open[i]!);
          continue;
        }
        open[kept] = open[i]!;
        lastX1[kept] = lastX1[i]!;
        lastY0[kept] = lastY0[i]!;
        lastY1[kept] = lastY1[i]!;
        lastFont[kept] = lastFont[i]!;
        firstDone = Math.min(firstDone, lastX1[kept]! + LINE_GAP_EM * Math.max(maxH, lastFont[kept]!));
        kept++;
      }
      n = open.length = kept;
    }
    let best = -1,
      bestScore = 0;
    for (let i = 0; i < n; i++) {
      const ly0 = lastY0[i]!,
        ly1 = lastY1[i]!;
      // no vertical overlap: a ratio of 0, below the 0.5 asked for
      if (ly1 <= y0 || ly0 >= y1) continue;
      const lastFontSize = lastFont[i]!;
      const gap = x0 - lastX1[i]!;
      const lh = Math.max(h, lastFontSize);
      if (gap > LINE_GAP_EM * lh || gap < -0.5 * lh) continue;
      // verticalOverlapRatio(last word, w), spelt out over the arrays
      const shorter = Math.min(ly1 - ly0, y1 - y0);
      const ov = shorter > 0 ? overlap1d(ly0, ly1, y0, y1) / shorter : 0;
      const sizeRatio = Math.max(h, lastFontSize) / Math.max(1e-6, Math.min(h, lastFontSize));
      if (ov < 0.5 || sizeRatio > 2) continue;
      const score = ov - Math.max(0, gap) / (10 * lh);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    const at = best >= 0 ? best : n++;
    if (best >= 0) open[best]!.push(j);
    else open.push([j]);
    lastX1[at] = wx1[j]!;
    lastY0[at] = y0;
    lastY1[at] = y1;
    lastFont[at] = font;
    firstDone = Math.min(firstDone, lastX1[at]! + LINE_GAP_EM * Math.max(maxH, font));
  }
  return { closed, open };
}

/** Word indices left to right, then top to bottom, ties in their own order (a stable sort by `x0 || y0`). */
function leftThenTop(xs: Float64Array, ys: Float64Array): number[] {
  const order = new Array<number>(xs.length);
  for (let i = 0; i < xs.length; i++) order[i] = i;
  return order.sort((a, b) => xs[a]! - xs[b]! || ys[a]! - ys[b]!);
}

export function makeLine(words: PWord[]): PLine {
  return { words, box: unionBoxes(words.map((w) => w.box)), text: words.map((w) => w.text).join(' ') };
}
