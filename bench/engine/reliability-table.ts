import { pct, type BenchTable } from './bench-utils.ts';

/**
 * The reliability of reported confidences (issue 22 point 1): per confidence band, how many delivered values and how
 * many of them right. Shared by the engine bench (SROIE, water reports), the calibration fit and the pipeline's
 * bench:trust, so all print the same table.
 */

/** One delivered value: the confidence reported with it (0..1) and whether it was right (bench/trust/compare-values.ts). */
export interface ScoredValue {
  confidence: number;
  right: boolean;
}

/** Lower bounds of the bands, highest last: [0, 0.5) is "< 50%", [0.99, 1] is "≥ 99%". */
export const BANDS = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99] as const;

export interface BandRow {
  band: string;
  from: number;
  to: number;
  values: number;
  right: number;
  meanConfidence: number;
}

const label = (from: number, to: number) =>
  from === 0 ? `< ${to * 100}%` : to > 1 ? `≥ ${from * 100}%` : `${from * 100}–${to * 100}%`;

export function reliabilityRows(points: readonly ScoredValue[]): BandRow[] {
  return BANDS.map((from, i) => {
    const to = BANDS[i + 1] ?? 1.01;
    const inBand = points.filter((p) => p.confidence >= from && p.confidence < to);
    const meanConfidence = inBand.length ? inBand.reduce((a, p) => a + p.confidence, 0) / inBand.length : 0;
    return {
      band: label(from, to),
      from,
      to,
      values: inBand.length,
      right: inBand.filter((p) => p.right).length,
      meanConfidence,
    };
  });
}

/** Values reported at or above a confidence, and how many of them are right. */
export function atOrAbove(
  points: readonly ScoredValue[],
  threshold: number,
): { values: number; right: number; share: number } {
  const kept = points.filter((p) => p.confidence >= threshold);
  const right = kept.filter((p) => p.right).length;
  return { values: kept.length, right, share: kept.length ? right / kept.length : 1 };
}

/** The bands as label/figure pairs, with the "≥ 90% confident" line the bar is about and the Brier score. */
function reliabilityPairs(points: readonly ScoredValue[]): [string, string][] {
  const rows: [string, string][] = reliabilityRows(points).map((r) => [
    `confidence ${r.band}`,
    r.values
      ? `${r.values} values, ${r.right} right = ${pct(r.right / r.values)} (mean confidence ${pct(r.meanConfidence)})`
      : '0 values',
  ]);
  const high = atOrAbove(points, 0.9);
  rows.push([
    'values ≥ 90% confident',
    `${high.values} of ${points.length}, right ${high.right} = ${pct(high.share)} (target ≥ 97%)`,
  ]);
  rows.push(['Brier score (lower is better)', brierScore(points).toFixed(4)]);
  return rows;
}

/** Mean squared distance between the confidence and the outcome (1 right, 0 wrong). */
export const brierScore = (points: readonly ScoredValue[]): number =>
  points.length ? points.reduce((a, p) => a + (p.confidence - (p.right ? 1 : 0)) ** 2, 0) / points.length : 0;

/** The reliability table as a bench table (bench:engine). */
export function reliabilityTable(title: string, points: readonly ScoredValue[], notes: string[] = []): BenchTable {
  return { title, rows: reliabilityPairs(points), notes };
}

/** The reliability table as printable lines (bench:trust). */
export function formatReliability(points: readonly ScoredValue[]): string[] {
  const rows = reliabilityPairs(points);
  const w = Math.max(...rows.map((r) => r[0].length));
  return rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`);
}
