import type { AppliedField } from '@paperbridge/contracts';
import { centerX, centerY, containsPoint, type Box } from '../geometry/box.ts';
import type { PageView } from './doc-view.ts';
import { editDistance } from './find-phrase.ts';

/** One part's region read again one way: the page with that region's words replaced, or null when nothing was read. */
export type ReadPartAgain = (view: PageView, region: Box, variant: number) => Promise<PageView | null>;

const squeeze = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
/** Read part by part only a value within one edit per this many characters of the sample's text. */
const MAX_DISTANCE_SHARE = 5;

/**
 * Fixed text that no reading of its whole region reads as the sample prints it: each of its parts (the rows of
 * an address, the words of a one-line name) is read again on its own, one line at a time, and the reading of a
 * part that brings the value closer to the sample's text is kept; another variant may read the next part right.
 * The parts' readings together are taken only when the value then reads exactly as the sample (the caller's
 * test), so every part is still the page's own reading: a part no variant reads right leaves the first reading.
 * Measured on SROIE (docs/engine.md session 21): a receipt's address is often read right on all lines but one,
 * and a different scale reads that one right while misreading another; "WAN HING" is read "LIAN HING" only
 * when its first word is read alone.
 */
export async function rereadPartByPart(
  view: PageView,
  parts: readonly Box[],
  variants: number,
  readAgain: ReadPartAgain,
  valueOn: (view: PageView) => AppliedField,
  typed: string,
): Promise<AppliedField | null> {
  if (parts.length < 2) return null;
  const distance = (v: PageView) => editDistance(squeeze(valueOn(v).value), squeeze(typed));
  let current = view;
  let best = distance(current);
  // text further from the sample is another text (a branch's address), not a misreading: reading it part by part costs
  // an OCR call per part and variant and cannot end in the sample's text
  if (best > squeeze(typed).length / MAX_DISTANCE_SHARE) return null;
  const sampleText = squeeze(typed).toUpperCase();
  for (const region of parts) {
    if (best === 0) break;
    // a part already read as the sample prints it is not read again (an OCR call per variant saved)
    const now = squeeze(
      current.words
        .filter((w) => inside(w.box, region))
        .map((w) => w.text)
        .join(''),
    ).toUpperCase();
    if (now && sampleText.includes(now)) continue;
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

/** A word counts as inside a region when its centre is. */
const inside = (b: Box, r: Box) => containsPoint(r, centerX(b), centerY(b));

/**
 * The words of the page inside a value's box, each with a little room around: fixed text on one line that no
 * reading of the line gets right ("SDN BAD" for "SDN BHD") is read word by word the same way.
 */
export function valueWords(view: PageView, box: Box): Box[] {
  return view.words
    .filter((w) => inside(w.box, box))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)
    .map((w) => {
      const h = w.box.y1 - w.box.y0;
      return {
        x0: Math.max(0, w.box.x0 - 0.3 * h),
        y0: Math.max(0, w.box.y0 - 0.25 * h),
        x1: Math.min(view.width, w.box.x1 + 0.3 * h),
        y1: Math.min(view.height, w.box.y1 + 0.25 * h),
      };
    });
}

/** The rows of the page inside a value's box, each as the band of its words there, with a little room around. */
export function valueRows(view: PageView, box: Box): Box[] {
  const out: Box[] = [];
  for (const row of view.rows) {
    const words = row.lines.flatMap((l) => l.words).filter((w) => inside(w.box, box));
    if (!words.length) continue;
    const y0 = Math.min(...words.map((w) => w.box.y0)),
      y1 = Math.max(...words.map((w) => w.box.y1));
    const h = y1 - y0,
      pad = 0.25 * h;
    out.push({
      x0: Math.max(0, box.x0 - h),
      y0: Math.max(0, y0 - pad),
      x1: Math.min(view.width, box.x1 + h),
      y1: Math.min(view.height, y1 + pad),
    });
  }
  return out;
}
