import { boxHeight, unionBoxes, verticalOverlapRatio } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';

/**
 * A gap wider than this share of the font size ends a line: a normal word space
 * is about 0.25–0.35 em, table columns and form fields are separated by more.
 * Lines are therefore text runs, and a table row is several lines.
 */
export const LINE_GAP_EM = 0.9;

/** Words → lines (text runs on one baseline), each left to right. */
export function groupLines(words: readonly PWord[]): PLine[] {
  const sorted = [...words].sort((a, b) => a.box.x0 - b.box.x0 || a.box.y0 - b.box.y0);
  let open: PWord[][] = [];
  const closed: PWord[][] = [];
  // words come left to right, so a line whose end lies further back than any word's gap allowance is done
  let maxH = 1;
  for (const w of words) maxH = Math.max(maxH, w.fontSize, boxHeight(w.box));
  for (const w of sorted) {
    const h = Math.max(w.fontSize, boxHeight(w.box), 1);
    let best: PWord[] | null = null, bestScore = 0;
    if (open.length > 32) {
      const still: PWord[][] = [];
      for (const line of open) {
        const last = line[line.length - 1]!;
        (w.box.x0 - last.box.x1 > LINE_GAP_EM * Math.max(maxH, last.fontSize) ? closed : still).push(line);
      }
      open = still;
    }
    for (const line of open) {
      const last = line[line.length - 1]!;
      const gap = w.box.x0 - last.box.x1;
      const lh = Math.max(h, last.fontSize);
      if (gap > LINE_GAP_EM * lh || gap < -0.5 * lh) continue;
      const ov = verticalOverlapRatio(last.box, w.box);
      const sizeRatio = Math.max(h, last.fontSize) / Math.max(1e-6, Math.min(h, last.fontSize));
      if (ov < 0.5 || sizeRatio > 2) continue;
      const score = ov - Math.max(0, gap) / (10 * lh);
      if (score > bestScore) { best = line; bestScore = score; }
    }
    if (best) best.push(w);
    else open.push([w]);
  }
  return [...closed, ...open].map(makeLine).sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

export function makeLine(words: PWord[]): PLine {
  return { words, box: unionBoxes(words.map((w) => w.box)), text: words.map((w) => w.text).join(' ') };
}
