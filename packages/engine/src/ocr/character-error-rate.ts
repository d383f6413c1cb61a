/**
 * Character error rate (CER) used by the golden test and the SROIE benchmark.
 *
 * Definition: both the reference (one transcript per annotated line box) and
 * the OCR output (words with boxes) are turned into "line-ordered text":
 * items are grouped into visual rows (vertical centres within half a median
 * item height of the row's), rows are sorted top to bottom, items in a row
 * left to right, then joined with single spaces. Whitespace runs collapse to
 * one space; case and punctuation are kept (a misread "O" for "0" is an
 * error). CER = Levenshtein distance(reference, hypothesis) / length(reference).
 *
 * Row ordering makes the score independent of how the annotator or Tesseract
 * split a visual line into boxes or blocks (receipts' left/right columns are
 * often separate Tesseract blocks), while still counting every missing,
 * extra or wrong character.
 */
export interface TextItem {
  text: string;
  /** any consistent coordinate system; only relative positions matter */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function lineOrderedText(items: readonly TextItem[]): string {
  const kept = items.filter((i) => i.text.trim() !== '');
  if (kept.length === 0) return '';
  const heights = kept.map((i) => i.y1 - i.y0).sort((a, b) => a - b);
  const tolerance = Math.max(1e-9, heights[Math.floor(heights.length / 2)]! / 2);
  const sorted = [...kept].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const rows: { centre: number; items: TextItem[] }[] = [];
  for (const item of sorted) {
    const centre = (item.y0 + item.y1) / 2;
    const row = rows[rows.length - 1];
    if (row && Math.abs(centre - row.centre) <= tolerance) {
      row.items.push(item);
      row.centre += (centre - row.centre) / row.items.length;
    } else {
      rows.push({ centre, items: [item] });
    }
  }
  return rows
    .map((r) =>
      r.items
        .sort((a, b) => a.x0 - b.x0)
        .map((i) => i.text)
        .join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Uint32Array(b.length + 1);
  let curr = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

export function characterErrorRate(reference: string, hypothesis: string): number {
  if (reference.length === 0) return hypothesis.length === 0 ? 0 : 1;
  return editDistance(reference, hypothesis) / reference.length;
}

/** Parse an SROIE box/<id>.csv file: `x1,y1,...,x4,y4,transcript` per line. */
export function parseSroieBoxes(csv: string): TextItem[] {
  const items: TextItem[] = [];
  for (const line of csv.split(/\r?\n/)) {
    const parts = line.split(',');
    if (parts.length < 9) continue;
    const nums = parts.slice(0, 8).map(Number);
    if (nums.some((n) => !Number.isFinite(n))) continue;
    const xs = [nums[0]!, nums[2]!, nums[4]!, nums[6]!];
    const ys = [nums[1]!, nums[3]!, nums[5]!, nums[7]!];
    items.push({
      text: parts.slice(8).join(','),
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
    });
  }
  return items;
}
