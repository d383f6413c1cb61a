import { unionBoxes, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';

export interface PhraseMatch {
  words: PWord[];
  box: Box;
  page: number;
  /** 0..1, 1 = identical after normalising */
  similarity: number;
  lineCount: number;
}

/** Case, width and whitespace insensitive form used for matching. */
export const normalise = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

// two rows reused by every editDistance call: matching runs it for each word run of a page
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance with an early exit once it exceeds max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  let prev = rowA,
    cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j]! + 1,
        ins = cur[j - 1]! + 1;
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[n]!;
}

export function similarity(a: string, b: string): number {
  const len = Math.max(a.length, b.length);
  if (!len) return 1;
  const max = Math.floor(len * 0.34);
  const d = editDistance(a, b, max);
  return d > max ? 0 : 1 - d / len;
}

/**
 * Every place the phrase occurs on a page with at least minSimilarity:
 * consecutive words of one page row (left to right) or of consecutive lines
 * (a value printed over several lines). OCR noise and spacing differences are
 * absorbed by the edit-distance similarity on the whitespace-free text.
 */
export function findPhrase(
  view: PageView,
  phrase: string,
  minSimilarity = 0.8,
  norm: (s: string) => string = normalise,
): PhraseMatch[] {
  // a template asks for the same labels many times (anchors, their context lines, table headers)
  let memo = memoOf.get(view);
  if (!memo) memoOf.set(view, (memo = new Map()));
  const key = `${normId(norm)}|${minSimilarity}|${phrase}`;
  let found = memo.get(key);
  if (!found) memo.set(key, (found = searchPhrase(view, phrase, minSimilarity, cachedNorm(norm))));
  return found.slice();
}

const memoOf = new WeakMap<PageView, Map<string, PhraseMatch[]>>();
const normIds = new WeakMap<(s: string) => string, number>();
let lastNormId = 0;
const normId = (norm: (s: string) => string) => {
  let id = normIds.get(norm);
  if (id === undefined) normIds.set(norm, (id = ++lastNormId));
  return id;
};
const normCaches = new WeakMap<(s: string) => string, Map<string, string>>();
/** Normalising is the inner loop's main cost: words repeat across runs, so each text is normalised once. */
function cachedNorm(norm: (s: string) => string): (s: string) => string {
  let cache = normCaches.get(norm);
  if (!cache) normCaches.set(norm, (cache = new Map()));
  const c = cache;
  return (s) => {
    let v = c.get(s);
    if (v === undefined) {
      if (c.size > 50_000) c.clear();
      c.set(s, (v = norm(s)));
    }
    return v;
  };
}

function searchPhrase(
  view: PageView,
  phrase: string,
  minSimilarity: number,
  norm: (s: string) => string,
): PhraseMatch[] {
  const target = norm(phrase);
  if (!target) return [];
  const out: PhraseMatch[] = [];
  const seqs: { words: PWord[]; breaks: number[] }[] = view.rows.map((r) => ({
    words: r.lines.flatMap((l) => l.words),
    breaks: [],
  }));
  // multi-line: each line followed by the next lines (reading order), when the phrase is long enough to need it
  for (let i = 0; i < view.lines.length; i++) {
    const words: PWord[] = [],
      breaks: number[] = [];
    let len = 0;
    for (let k = i; k < view.lines.length && len < target.length + 2 && k < i + 6; k++) {
      if (k > i) breaks.push(words.length);
      words.push(...view.lines[k]!.words);
      len += norm(view.lines[k]!.text).length;
    }
    if (breaks.length) seqs.push({ words, breaks });
  }
  seqs.push(...rowSequences(view, target.length, norm));
  for (const seq of seqs) {
    for (let s = 0; s < seq.words.length; s++) {
      let text = '';
      for (let e = s; e < seq.words.length; e++) {
        text += norm(seq.words[e]!.text);
        if (text.length > target.length * 1.35 + 2) break;
        if (text.length < target.length * 0.65 || (e > s && !norm(seq.words[e]!.text))) continue;
        const sim = text === target ? 1 : similarity(text, target);
        if (sim < minSimilarity) continue;
        const lineCount = 1 + seq.breaks.filter((b) => b > s && b <= e).length;
        if (seq.breaks.length && lineCount === 1) continue; // single-line matches come from the rows
        const words = seq.words.slice(s, e + 1);
        out.push({
          words,
          box: unionBoxes(words.map((w) => w.box)),
          page: view.pageNumber,
          similarity: sim,
          lineCount,
        });
      }
    }
  }
  return dedupe(out);
}

/**
 * Multi-line runs in reading order: each row (top to bottom, its words left to right) followed by the next rows.
 * The page reading may put a receipt's header in blocks ("MR." / "LOT" / "1851-A & 1851-B, JALAN KPB 6,"), so
 * its lines in reading order interleave the vendor name with the address; its rows do not.
 */
function rowSequences(
  view: PageView,
  targetLength: number,
  norm: (s: string) => string,
): { words: PWord[]; breaks: number[] }[] {
  const out: { words: PWord[]; breaks: number[] }[] = [];
  const rows = view.rows.map((r) => r.lines.flatMap((l) => l.words));
  for (let i = 0; i < rows.length; i++) {
    const words: PWord[] = [],
      breaks: number[] = [];
    let len = 0;
    for (let k = i; k < rows.length && len < targetLength + 2 && k < i + 6; k++) {
      if (k > i) breaks.push(words.length);
      words.push(...rows[k]!);
      len += rows[k]!.reduce((n, w) => n + norm(w.text).length, 0);
    }
    if (breaks.length) out.push({ words, breaks });
  }
  return out;
}

/** Keeps the best of overlapping matches (e.g. "Total" inside "Total Hardness" loses to the exact one). */
function dedupe(matches: PhraseMatch[]): PhraseMatch[] {
  const sorted = [...matches].sort((a, b) => b.similarity - a.similarity || a.words.length - b.words.length);
  const kept: PhraseMatch[] = [];
  for (const m of sorted) {
    if (kept.some((k) => k.words.some((w) => m.words.includes(w)))) continue;
    kept.push(m);
  }
  return kept;
}
