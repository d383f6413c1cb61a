import type { AppliedField } from '@paperbridge/contracts';
import { centerX, centerY, type Box } from '../geometry/box.ts';
import type { PageView } from './doc-view.ts';
import { editDistance } from './find-phrase.ts';

/** One row's region read again one way: the page with that region's words replaced, or null when nothing was read. */
export type ReadRowAgain = (view: PageView, region: Box, variant: number) => Promise<PageView | null>;

const squeeze = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

/**
 * Fixed text over several lines (an address) that no reading of its whole block reads as the sample prints
 * it: each of its rows is read again on its own, one line at a time, and the reading of a row that brings the
 * value closer to the sample's text is kept; another variant may read the next row right. The rows' readings
 * together are taken only when the value then reads exactly as the sample (the caller's test), so every line
 * is still the page's own reading: a line that no variant reads right leaves the first reading standing.
 * Measured on SROIE (docs/engine.md session 21): the block reading of a receipt's address is often right
 * on all lines but one, and a different scale reads that one right while misreading another.
 */
export async function rereadRowByRow(
  view: PageView,
  valueBox: Box,
  variants: number,
  readAgain: ReadRowAgain,
  valueOn: (view: PageView) => AppliedField,
  typed: string,
): Promise<AppliedField | null> {
  const rows = valueRows(view, valueBox);
  if (rows.length < 2) return null;
  const distance = (v: PageView) => editDistance(squeeze(valueOn(v).value), squeeze(typed));
  let current = view;
  let best = distance(current);
  for (const region of rows) {
    if (best === 0) break;
    let chosen: PageView | null = null;
    for (let v = 0; v < variants; v++) {
      const again = await readAgain(current, region, v);
      if (!again) continue;
      const d = distance(again);
      if (d < best) {
        best = d;
        chosen = again;
        if (d === 0) break;
      }
    }
    if (chosen) current = chosen;
  }
  return current === view ? null : valueOn(current);
}

/** The rows of the page inside a value's box, each as the band of its words there, with a little room around. */
function valueRows(view: PageView, box: Box): Box[] {
  const inBox = (b: Box) => centerX(b) >= box.x0 && centerX(b) <= box.x1 && centerY(b) >= box.y0 && centerY(b) <= box.y1;
  const out: Box[] = [];
  for (const row of view.rows) {
    const words = row.lines.flatMap((l) => l.words).filter((w) => inBox(w.box));
    if (!words.length) continue;
    const y0 = Math.min(...words.map((w) => w.box.y0)), y1 = Math.max(...words.map((w) => w.box.y1));
    const h = y1 - y0, pad = 0.25 * h;
    out.push({ x0: Math.max(0, box.x0 - h), y0: Math.max(0, y0 - pad), x1: Math.min(view.width, box.x1 + h), y1: Math.min(view.height, y1 + pad) });
  }
  return out;
}
