import type { BenchTable } from './bench-utils.ts';

/** One figure of the table, recorded by the bench that measures it and printed together at the end. */
export interface Headline {
  measure: string;
  figure: string;
  target: string;
}

const recorded = new Map<string, Headline>();

export function headline(key: string, h: Headline): void {
  recorded.set(key, h);
}

export function headlineTable(): BenchTable | null {
  if (!recorded.size) return null;
  return {
    title: 'Headline figures (shared corpora) against their targets',
    rows: [...recorded.values()].map((h) => [h.measure, `${h.figure}   (target ${h.target})`]),
  };
}
