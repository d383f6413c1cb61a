import type { DocumentModel, FieldKind, Polygon } from '@paperbridge/contracts';
import { parseAmount, parseDate } from '@paperbridge/engine';

export interface PrintedPlace {
  page: number;
  polygon: Polygon;
}

const MAX_WORDS = 4;
const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function union(polygons: Polygon[]): Polygon {
  const xs = polygons.flatMap((p) => p.map((q) => q[0]));
  const ys = polygons.flatMap((p) => p.map((q) => q[1]));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Whether a printed phrase says the value: the same amount in either decimal convention, the same day, or the same text. */
function says(phrase: string, value: string, kind: FieldKind): boolean {
  if (kind === 'amount' || kind === 'quantity' || kind === 'percentage') {
    const target = Number(value);
    if (!Number.isFinite(target) || target === 0) return false;
    return ([',', '.'] as const).some((mark) => {
      const p = parseAmount(phrase, mark);
      return p.ok && Math.abs(Math.abs(p.value) - Math.abs(target)) < 0.005;
    });
  }
  if (kind === 'date') {
    return (['DMY', 'MDY', 'YMD'] as const).some((order) => {
      const p = parseDate(phrase, order);
      return p.ok && p.iso === value;
    });
  }
  const want = squash(value);
  return want.length > 0 && squash(phrase) === want;
}

/**
 * Where the page prints a value the e-invoice gives (issue 25): the words that say it, for the value's box on the
 * review screen. Amounts match in either decimal convention and dates in any order, so "717,97" and "19 april
 * 2014" are found for 717.97 and 2014-04-19; a value printed nowhere has no place (and is not made up). A value
 * over several lines (an address) is placed by its first line. Amounts take the last place printed (totals stand
 * at the foot), everything else the first.
 */
export function locatePrintedValue(model: DocumentModel, value: string, kind: FieldKind): PrintedPlace | null {
  const first = value.split(/,\s*|\n/)[0] ?? value;
  const target = kind === 'text' || kind === 'identifier' ? first : value;
  let found: PrintedPlace | null = null;
  for (const page of model.pages) {
    for (const line of page.lines) {
      const words = line.wordIndexes.map((i) => page.words[i]!).filter(Boolean);
      // the fewest words that say it: "2018-04-25", not "Issue date: 2018-04-25"
      const most = kind === 'text' ? words.length : Math.min(MAX_WORDS, words.length);
      let onLine: PrintedPlace | null = null;
      for (let n = 1; n <= most && !onLine; n++) {
        for (let from = 0; from + n <= words.length; from++) {
          const run = words.slice(from, from + n);
          if (!says(run.map((w) => w.text).join(' '), target, kind)) continue;
          onLine = { page: page.pageNumber, polygon: union(run.map((w) => w.polygon)) };
          break;
        }
      }
      if (!onLine) continue;
      if (kind !== 'amount') return onLine;
      found = onLine;
    }
  }
  return found;
}
