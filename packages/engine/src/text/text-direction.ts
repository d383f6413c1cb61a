import type { GlyphSink } from './operator-glyphs.ts';

/** Share of a page's glyphs that must run in one turned direction before the page is turned to read it. */
const MIN_SHARE = 0.6;

/**
 * The clockwise turn (0, 90, 180 or 270 degrees) that makes most of a page's
 * text run left to right: a landscape table printed on a portrait page reads
 * bottom to top and needs 90. Glyphs are in viewport points (y down), counted
 * as they are placed (a GlyphSink).
 */
export class TurnCounter implements GlyphSink {
  // four fields, not an object keyed 0..270 (array elements with holes, whose shape changed as counts grew)
  private upright = 0;
  private turned90 = 0;
  private turned180 = 0;
  private turned270 = 0;

  glyph(_text: string, x0: number, y0: number, x1: number, y1: number): void {
    const dx = x1 - x0,
      dy = y1 - y0;
    if (Math.abs(dx) < 1e-6 && Math.abs(dy) < 1e-6) return;
    if (Math.abs(dx) >= Math.abs(dy)) {
      if (dx > 0) this.upright++;
      else this.turned180++;
    } else if (dy < 0) this.turned90++;
    else this.turned270++;
  }

  turn(): 0 | 90 | 180 | 270 {
    const counts = { 0: this.upright, 90: this.turned90, 180: this.turned180, 270: this.turned270 };
    const total = counts[0] + counts[90] + counts[180] + counts[270];
    for (const turn of [90, 270, 180] as const) if (total > 0 && counts[turn] >= MIN_SHARE * total) return turn;
    return 0;
  }
}
