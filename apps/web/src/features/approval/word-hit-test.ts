import type { DocWord } from '@paperbridge/contracts';
import { polygonToPercentBox } from '../../components/pdf-viewer/polygon-box';

/** A word's box in normalised page units (0..1), as the hit test reads it. */
interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const boundsOf = (w: DocWord): Bounds => {
  const b = polygonToPercentBox(w.polygon);
  return { x0: b.left / 100, y0: b.top / 100, x1: (b.left + b.width) / 100, y1: (b.top + b.height) / 100 };
};

/**
 * Words are small targets and the engine's boxes hug the ink: a pointer this close (in page
 * units, about 2 px on a 600 px wide page) still counts as on the word.
 */
export const HIT_SLOP = 0.004;

/**
 * The word under a point (normalised page units), or -1. Between two words within reach, the one
 * whose ink is nearer (not whose centre: a long word's centre is far from its end); boxes that
 * overlap (OCR) go to the nearer centre.
 */
export function wordAt(words: DocWord[], x: number, y: number, slop = HIT_SLOP): number {
  let best = -1;
  let bestDistance = Infinity;
  words.forEach((w, i) => {
    const b = boundsOf(w);
    const dx = Math.max(b.x0 - x, 0, x - b.x1);
    const dy = Math.max(b.y0 - y, 0, y - b.y1);
    if (dx > slop || dy > slop) return;
    // outside the ink counts more than any place inside it, so the centre only breaks ties of overlapping boxes
    const d = Math.hypot(dx, dy) * 10 + Math.hypot(x - (b.x0 + b.x1) / 2, y - (b.y0 + b.y1) / 2) / 1000;
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * The words a drag picks: the start word's line from the start word to where the pointer is
 * (across, so drifting up or down a little while dragging keeps the phrase), left to right.
 * A word on no line picks itself alone.
 */
export function phraseFrom(words: DocWord[], start: number, pointerX: number): number[] {
  const first = words[start];
  if (!first) return [];
  if (first.line === null) return [start];
  const s = boundsOf(first);
  const lo = Math.min(s.x0, pointerX);
  const hi = Math.max(s.x1, pointerX);
  return words
    .map((w, i) => ({ i, b: boundsOf(w), line: w.line }))
    .filter(({ i, b, line }) => i === start || (line === first.line && b.x1 > lo && b.x0 < hi))
    .sort((p, q) => p.b.x0 - q.b.x0)
    .map(({ i }) => i);
}

/** The words' text as one value: separated by single spaces, in the order given. */
export const phraseText = (words: DocWord[], picked: number[]) =>
  picked
    .map((i) => words[i]?.text.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** The union box of the picked words, as a polygon (drawn while dragging). */
export function unionPolygon(words: DocWord[], picked: number[]): DocWord['polygon'] | null {
  const boxes = picked
    .map((i) => words[i])
    .filter((w): w is DocWord => !!w)
    .map(boundsOf);
  if (!boxes.length) return null;
  const x0 = Math.min(...boxes.map((b) => b.x0));
  const y0 = Math.min(...boxes.map((b) => b.y0));
  const x1 = Math.max(...boxes.map((b) => b.x1));
  const y1 = Math.max(...boxes.map((b) => b.y1));
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** How a pick changes the value: a click replaces it; Shift+click appends (a phrase over lines, word by word). */
export function filledValue(current: string, picked: string, append: boolean): string {
  if (!append || !current.trim()) return picked;
  return `${current.replace(/\s+$/, '')} ${picked}`;
}
