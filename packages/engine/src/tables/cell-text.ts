import { groupLines } from '../layout/group-lines.stage.ts';
import { groupRows } from './group-rows.ts';
import type { PWord } from '../model/internal.types.ts';

/** A cell's words as text: lines top to bottom, words left to right, joined by spaces. */
export function cellText(words: readonly PWord[]): string {
  if (!words.length) return '';
  // rows top to bottom, runs left to right: a value set a point higher than its label still reads after it
  return groupRows(groupLines(words))
    .flatMap((r) => r.lines.map((l) => l.text))
    .join(' ');
}

// a sign may stand before or inside the parentheses of a negative: "($1,234)", "$ (1,234)"
const NUMERIC = /^[\s(+\-–<>≤≥~]*[$€£¥]?\s*\(?[\d.,' ]*\d[\d.,' ]*\s*(%|[a-zA-Z]{0,4}|\)|\*+)?\s*$/;

/** Whether a cell reads as a number (amounts, percentages, "< 0.005"), for header detection. */
export function isNumericText(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && NUMERIC.test(t);
}
