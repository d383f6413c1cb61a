import type { PWord } from '../model/internal.types.ts';
import type { PlacedGlyph } from './operator-glyphs.ts';

// Share of the font size below and above the baseline that a word box covers.
const DESCENT = 0.22;
const ASCENT = 0.78;
/** A gap wider than this share of the font size separates words (pdf.js's text layer inserts a space at 0.102 em). */
const WORD_GAP = 0.102;
/**
 * A step back of more than this share of the font size starts a new word: a
 * small step between two text operations, a larger one inside one operation
 * (kerning against wide glyph widths, as pdf.js's text layer allows).
 */
const MAX_OVERLAP = 0.3;
const MAX_OVERLAP_IN_OP = 1;
/** Off the baseline by more than this share of the font size starts a new word. */
const MAX_BASELINE_SHIFT = 0.25;

interface Run { text: string; first: PlacedGlyph; last: PlacedGlyph; pts: number[] }

/**
 * Placed glyphs (in content-stream order) → words with boxes in viewport
 * points. A word ends at a space glyph, at a gap wider than about a tenth of
 * an em, or where the next glyph is not next in line (another baseline, a
 * jump back, another direction). Word boxes span the glyphs' exact advances
 * from the descent to the ascent.
 */
export function glyphsToWords(glyphs: readonly PlacedGlyph[]): PWord[] {
  const words: PWord[] = [];
  let run: Run | null = null;
  const flush = () => {
    if (run) words.push(toWord(run));
    run = null;
  };
  for (const g of glyphs) {
    if (g.isSpace) { flush(); continue; }
    if (run && !continues(run.last, g)) flush();
    if (!run) run = { text: '', first: g, last: g, pts: [] };
    run.text += g.text;
    run.last = g;
    addCorners(g, run.pts);
  }
  flush();
  return words.filter((w) => w.text.length > 0 && w.box.x1 > w.box.x0 && w.box.y1 > w.box.y0);
}

function continues(a: PlacedGlyph, b: PlacedGlyph): boolean {
  const em = Math.hypot(a.upX, a.upY) || 1;
  const emB = Math.hypot(b.upX, b.upY) || 1;
  // same upright direction (so the same text direction) and similar size
  if ((a.upX * b.upX + a.upY * b.upY) / (em * emB) < 0.99) return false;
  // direction of writing: perpendicular to "up"; project b's origin on it from a's end
  const ux = a.upX / em, uy = a.upY / em;
  // the writing direction from a's own width when it has one
  const alen = Math.hypot(a.x1 - a.x0, a.y1 - a.y0);
  const wx = alen > 1e-6 ? (a.x1 - a.x0) / alen : uy, wy = alen > 1e-6 ? (a.y1 - a.y0) / alen : -ux;
  // the gap after a's own width: character spacing counts as a gap, as in pdf.js's text layer
  // (some generators space table cells with Tc and pull letters together with TJ)
  const afterInk = (b.x0 - a.x1) * wx + (b.y0 - a.y1) * wy;
  // off the baseline: across the writing direction (not along 'up', which leans in italics)
  const across = (b.x0 - a.x0) * -wy + (b.y0 - a.y0) * wx;
  const fs = Math.max(em, emB);
  const maxBack = (a.op === b.op ? MAX_OVERLAP_IN_OP : MAX_OVERLAP) * fs;
  return Math.abs(across) < MAX_BASELINE_SHIFT * fs && afterInk < WORD_GAP * fs && afterInk > -maxBack;
}

function addCorners(g: PlacedGlyph, pts: number[]): void {
  const dx = g.upX, dy = g.upY;
  for (const [x, y] of [[g.x0, g.y0], [g.x1, g.y1]] as const) {
    pts.push(x - dx * DESCENT, y - dy * DESCENT, x + dx * ASCENT, y + dy * ASCENT);
  }
}

function toWord(r: Run): PWord {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < r.pts.length; i += 2) {
    const x = r.pts[i]!, y = r.pts[i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const fontSize = Math.hypot(r.first.upX, r.first.upY);
  return { text: r.text, box: { x0, y0, x1, y1 }, confidence: 100, source: 'text-layer', fontSize, fontName: r.first.fontName };
}
