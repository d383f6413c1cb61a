import { boxHeight, overlap1d, unionBoxes } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';

/**
 * A gap wider than this share of the font size ends a line: a normal word space
 * is about 0.25–0.35 em, table columns and form fields are separated by more.
 * Lines are therefore text runs, and a table row is several lines.
 */
export const LINE_GAP_EM = 0.9;

/** Words → lines (text runs on one baseline), each left to right. */
export function groupLines(words: readonly PWord[]): PLine[] {
  const sorted = byLeftThenTop(words);
  const open: PWord[][] = [];
  const closed: PWord[][] = [];
  // each open line's last word (right edge, top, bottom, font size), beside `open`: a page of running text
  // keeps every line open to its end, so each word is held against all of them, and reading these from
  // flat arrays (most lines are rejected at once, on another baseline) was most of this stage's time
  const lastX1 = new Float64Array(words.length),
    lastY0 = new Float64Array(words.length);
  const lastY1 = new Float64Array(words.length),
    lastFont = new Float64Array(words.length);
  let n = 0;
  // words come left to right, so a line whose end lies further back than any word's gap allowance is done
  let maxH = 1;
  for (const w of words) maxH = Math.max(maxH, w.fontSize, boxHeight(w.box));
  // no open line can be done before a word starts past this: the least of their ends plus allowances, kept
  // low (a line's end may move back), so that the pass over every open line runs only when one may close
  let firstDone = Infinity;
  const doneFrom = (i: number) => lastX1[i]! + LINE_GAP_EM * Math.max(maxH, lastFont[i]!);
  for (const w of sorted) {
    const h = Math.max(w.fontSize, boxHeight(w.box), 1);
    const { x0, y0, y1 } = w.box;
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
        firstDone = Math.min(firstDone, doneFrom(kept));
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
    if (best >= 0) open[best]!.push(w);
    else open.push([w]);
    lastX1[at] = w.box.x1;
    lastY0[at] = y0;
    lastY1[at] = y1;
    lastFont[at] = w.fontSize;
    firstDone = Math.min(firstDone, doneFrom(at));
  }
  return [...closed, ...open].map(makeLine).sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/**
 * The words ordered left to right, then top to bottom, ties in their own order (as a stable sort by
 * `x0 || y0` leaves them): sorted as indices over the coordinates copied out, a page's words being objects
 * of several shapes whose boxes a comparator would look up each time.
 */
function byLeftThenTop(words: readonly PWord[]): PWord[] {
  const xs = new Float64Array(words.length),
    ys = new Float64Array(words.length);
  const order = new Array<number>(words.length);
  for (let i = 0; i < words.length; i++) {
    xs[i] = words[i]!.box.x0;
    ys[i] = words[i]!.box.y0;
    order[i] = i;
  }
  order.sort((a, b) => xs[a]! - xs[b]! || ys[a]! - ys[b]!);
  return order.map((i) => words[i]!);
}

export function makeLine(words: PWord[]): PLine {
  return { words, box: unionBoxes(words.map((w) => w.box)), text: words.map((w) => w.text).join(' ') };
}
