import { median, unionBoxes } from '../geometry/box.ts';
import type { GridRow } from './merge-wrapped-rows.ts';

/** Words a wrapped label breaks after: the line cannot end a label there. */
const OPEN_END =
  /([,(&/\-–]|\b(and|or|of|for|in|on|to|the|a|an|by|from|with|net|less|at|as|per|under|over|between|into))$/i;

const labelText = (r: GridRow): string =>
  (r.cells[0] ?? [])
    .map((l) => l.text)
    .join(' ')
    .trim();
const onlyLabel = (r: GridRow): boolean => !!r.cells[0] && r.cells.every((c, k) => k === 0 || !c) && r.spans.size === 0;

/**
 * A row label too long for its column wraps, and statements print the amounts
 * on the label's last line ("Receivables, net of allowance for" over
 * "   uncollectible accounts   456   (12)"). The first line, a label with no
 * values, joins the row below when the text plainly goes on: the lower line
 * starts in lower case, or the upper one ends on a comma, a hyphen or a word
 * such as "and" or "of" that no label ends with. A group heading above its
 * items ("Current assets:" over "Cash") ends a phrase and is followed by a
 * capital, so it stays a row of its own.
 */
export function mergeWrappedLabels(rows: GridRow[], rh: number): GridRow[] {
  if (rows.length < 2) return rows;
  const gaps = rows.slice(1).map((r, k) => r.box.y0 - rows[k]!.box.y1);
  const typical = median(gaps);
  const out: GridRow[] = [];
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!,
      next = rows[k + 1];
    if (next && onlyLabel(r) && next.cells[0] && next.cells.some((c, i) => i > 0 && c)) {
      const gap = next.box.y0 - r.box.y1;
      const upper = labelText(r),
        lower = labelText(next);
      const goesOn = /^\p{Ll}/u.test(lower) || OPEN_END.test(upper);
      const notOutdented = next.cells[0][0]!.box.x0 >= r.cells[0]![0]!.box.x0 - 0.5 * rh;
      if (goesOn && notOutdented && gap <= typical + 0.3 * rh) {
        next.cells[0] = [...r.cells[0]!, ...next.cells[0]];
        next.box = unionBoxes([r.box, next.box]);
        continue;
      }
    }
    out.push(r);
  }
  return out;
}
