import type { PWord } from '../model/internal.types.ts';
import type { GlyphSink, PlacedGlyph } from './operator-glyphs.ts';

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

/**
 * Placed glyphs (in content-stream order) → words with boxes in viewport
 * points. A word ends at a space glyph, at a gap wider than about a tenth of
 * an em, or where the next glyph is not next in line (another baseline, a
 * jump back, another direction). Word boxes span the glyphs' exact advances
 * from the descent to the ascent. Glyphs come one by one (a GlyphSink): the
 * word being built keeps only its first and last glyph and the box of its
 * glyphs' corners so far, so a page's glyphs need never be held at once.
 */
export class WordBuilder implements GlyphSink {
  readonly words: PWord[] = [];
  private building = false;
  private text = '';
  private fontSize = 0;
  private fontName = '';
  private x0 = Infinity;
  private y0 = Infinity;
  private x1 = -Infinity;
  private y1 = -Infinity;
  // the word's last glyph so far
  private lastX0 = 0;
  private lastY0 = 0;
  private lastX1 = 0;
  private lastY1 = 0;
  private lastOp = 0;
  private lastUpX = 0;
  private lastUpY = 0;
  private lastEm = 0;

  glyph(
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    op: number,
    upX: number,
    upY: number,
    em: number,
    isSpace: boolean,
    fontName: string,
  ): void {
    if (isSpace) {
      this.flush();
      return;
    }
    if (this.building && !this.continues(x0, y0, op, upX, upY, em)) this.flush();
    if (!this.building) {
      this.building = true;
      this.text = '';
      this.fontSize = em;
      this.fontName = fontName;
      this.x0 = Infinity;
      this.y0 = Infinity;
      this.x1 = -Infinity;
      this.y1 = -Infinity;
    }
    this.text += text;
    this.lastX0 = x0;
    this.lastY0 = y0;
    this.lastX1 = x1;
    this.lastY1 = y1;
    this.lastOp = op;
    this.lastUpX = upX;
    this.lastUpY = upY;
    this.lastEm = em;
    // the glyph's four corners: its origin and its end, each at the descent and the ascent
    this.corner(x0 - upX * DESCENT, y0 - upY * DESCENT);
    this.corner(x0 + upX * ASCENT, y0 + upY * ASCENT);
    this.corner(x1 - upX * DESCENT, y1 - upY * DESCENT);
    this.corner(x1 + upX * ASCENT, y1 + upY * ASCENT);
  }

  /** The words so far, the last one finished. */
  finish(): PWord[] {
    this.flush();
    return this.words;
  }

  private corner(x: number, y: number): void {
    if (x < this.x0) this.x0 = x;
    if (x > this.x1) this.x1 = x;
    if (y < this.y0) this.y0 = y;
    if (y > this.y1) this.y1 = y;
  }

  private flush(): void {
    const { text, x0, y0, x1, y1 } = this;
    if (this.building && text.length > 0 && x1 > x0 && y1 > y0) {
      this.words.push({
        text,
        box: { x0, y0, x1, y1 },
        confidence: 100,
        source: 'text-layer',
        fontSize: this.fontSize,
        fontName: this.fontName,
      });
    }
    this.building = false;
  }

  /** Whether a glyph at (bx, by) goes on the word after its last glyph (a). */
  private continues(bx: number, by: number, bOp: number, bUpX: number, bUpY: number, bEm: number): boolean {
    const ax0 = this.lastX0,
      ay0 = this.lastY0,
      ax1 = this.lastX1,
      ay1 = this.lastY1;
    const em = this.lastEm || 1;
    const emB = bEm || 1;
    // same upright direction (so the same text direction) and similar size
    if ((this.lastUpX * bUpX + this.lastUpY * bUpY) / (em * emB) < 0.99) return false;
    // direction of writing: perpendicular to "up"; project b's origin on it from a's end
    const ux = this.lastUpX / em,
      uy = this.lastUpY / em;
    // the writing direction from a's own width when it has one
    const alen = Math.hypot(ax1 - ax0, ay1 - ay0);
    const wx = alen > 1e-6 ? (ax1 - ax0) / alen : uy,
      wy = alen > 1e-6 ? (ay1 - ay0) / alen : -ux;
    // the gap after a's own width: character spacing counts as a gap, as in pdf.js's text layer
    // (some generators space table cells with Tc and pull letters together with TJ)
    const afterInk = (bx - ax1) * wx + (by - ay1) * wy;
    // off the baseline: across the writing direction (not along 'up', which leans in italics)
    const across = (bx - ax0) * -wy + (by - ay0) * wx;
    const fs = Math.max(em, emB);
    const maxBack = (this.lastOp === bOp ? MAX_OVERLAP_IN_OP : MAX_OVERLAP) * fs;
    return Math.abs(across) < MAX_BASELINE_SHIFT * fs && afterInk < WORD_GAP * fs && afterInk > -maxBack;
  }
}

/** WordBuilder over a list of glyphs. */
export function glyphsToWords(glyphs: readonly PlacedGlyph[]): PWord[] {
  const words = new WordBuilder();
  for (const g of glyphs) words.glyph(g.text, g.x0, g.y0, g.x1, g.y1, g.op, g.upX, g.upY, g.em, g.isSpace, g.fontName);
  return words.finish();
}
