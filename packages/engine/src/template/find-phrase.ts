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

/** Levenshtein distance with an early exit once it exceeds max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
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
export function findPhrase(view: PageView, phrase: string, minSimilarity = 0.8, norm: (s: string) => string = normalise): PhraseMatch[] {
  const target = norm(phrase);
  if (!target) return [];
  const out: PhraseMatch[] = [];
  const seqs: { words: PWord[]; breaks: number[] }[] = view.rows.map((r) => ({ words: r.lines.flatMap((l) => l.words), breaks: [] }));
  // multi-line: each line followed by the next lines (reading order), when the phrase is long enough to need it
  for (let i = 0; i < view.lines.length; i++) {
    const words: PWord[] = [], breaks: number[] = [];
    let len = 0;
    for (let k = i; k < view.lines.length && len < target.length + 2 && k < i + 6; k++) {
      if (k > i) breaks.push(words.length);
      words.push(...view.lines[k]!.words);
      len += norm(view.lines[k]!.text).length;
    }
    if (breaks.length) seqs.push({ words, breaks });
  }
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
        out.push({ words, box: unionBoxes(words.map((w) => w.box)), page: view.pageNumber, similarity: sim, lineCount });
      }
    }
  }
  return dedupe(out);
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
