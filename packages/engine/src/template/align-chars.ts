/**
 * One step of a character alignment of a page's reading (r) against the text a person typed (s): both characters
 * alike (`match`), different (`sub`), a character only the reading has (`del`) or only the typed text has (`ins`).
 * `r` and `s` index the characters of each text without its whitespace.
 */
export interface AlignOp {
  kind: 'match' | 'sub' | 'del' | 'ins';
  r: number | null;
  s: number | null;
}

/** Above this many cells (reading × typed characters) no alignment is made: a value is a few lines, not a page. */
const MAX_CELLS = 250_000;

/** Whether a character is a letter or digit (a glyph of a word), not a mark. */
const isGlyph = (c: string) => /[\p{L}\p{N}]/u.test(c);

/**
 * Edit costs, doubled to stay integers: a gap 2, a pairing of two unlike characters 2 when both are glyphs or both
 * marks, 3 when a glyph is paired with a mark. "ALAN" against "ALAM," is then N read for M and a comma lost, not M lost
 * and N read for a comma (the same count of edits): a reading loses marks far more often than it reads a letter as one.
 */
const GAP = 2;
const subCost = (a: string, b: string) => (a === b ? 0 : isGlyph(a) === isGlyph(b) ? 2 : 3);

/**
 * The cheapest alignment (Levenshtein, with the costs above) of two character lists, in reading order; null when they
 * are too long to align. On ties a pairing is preferred over a gap, so a misread character stays beside its neighbours.
 */
export function alignChars(r: readonly string[], s: readonly string[]): AlignOp[] | null {
  const n = r.length,
    m = s.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) return null;
  const w = m + 1;
  const cost = new Int32Array((n + 1) * w);
  for (let i = 0; i <= n; i++) cost[i * w] = GAP * i;
  for (let j = 0; j <= m; j++) cost[j] = GAP * j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diag = cost[(i - 1) * w + j - 1]! + subCost(r[i - 1]!, s[j - 1]!);
      const del = cost[(i - 1) * w + j]! + GAP,
        ins = cost[i * w + j - 1]! + GAP;
      cost[i * w + j] = Math.min(diag, del, ins);
    }
  }
  const out: AlignOp[] = [];
  let i = n,
    j = m;
  while (i > 0 || j > 0) {
    const here = cost[i * w + j]!;
    if (i > 0 && j > 0 && here === cost[(i - 1) * w + j - 1]! + subCost(r[i - 1]!, s[j - 1]!)) {
      out.push({ kind: r[i - 1] === s[j - 1] ? 'match' : 'sub', r: i - 1, s: j - 1 });
      i--;
      j--;
    } else if (i > 0 && here === cost[(i - 1) * w + j]! + GAP) {
      out.push({ kind: 'del', r: i - 1, s: null });
      i--;
    } else {
      out.push({ kind: 'ins', r: null, s: j - 1 });
      j--;
    }
  }
  return out.reverse();
}

/** The characters of a text without its whitespace (what alignments index). */
export const charsOf = (text: string): string[] => [...text.replace(/\s+/g, '')];

/**
 * For each non-whitespace character of a text, the index of the whitespace-separated word it belongs to, and the
 * words themselves: a correction is judged by the typed word it falls in.
 */
export function wordsOfChars(text: string): { word: number[]; words: string[] } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const word = words.flatMap((wd, k) => [...wd].map(() => k));
  return { word, words };
}
