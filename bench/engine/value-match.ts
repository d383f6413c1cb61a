import type { StandardFieldKey } from '@paperbridge/engine';
import { pct } from './bench-utils.ts';
import { atOrAbove, brierScore, type ScoredValue } from './reliability-table.ts';

/**
 * How a bench judges a value the engine read against the value a corpus expects: numbers by value (with their
 * sign), dates by calendar day (either day/month order), text by flattened equality or containment. Shared by
 * the invoice2data and the FX (CII twin) pre-fill benches so both figures mean the same thing.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
// German and French month names, as the corpus's QualityHosting and Free invoices print their dates ("7. Mai 2014", "02 Juillet 2015")
const DE = [
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
];
const FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** Every number in a text, "1.234,56" and "1,234.56" alike; a leading minus is kept. */
export const numbersIn = (s: string): number[] =>
  [...s.replace(/−/g, '-').matchAll(/-?\d[\d.,' ]*\d|\d/g)]
    .map((m) => {
      let t = m[0].replace(/[' ]/g, '');
      const lastSep = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
      if (lastSep >= 0 && t.length - lastSep - 1 === 2)
        t = t.slice(0, lastSep).replace(/[.,]/g, '') + '.' + t.slice(lastSep + 1);
      else t = t.replace(/,/g, '');
      return Number(t);
    })
    .filter((n) => Number.isFinite(n));

/** Every calendar day a text may name, as YYYY-MM-DD (both readings of 03/04/2018). */
export function datesIn(s: string): string[] {
  const out: string[] = [];
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  for (const m of s.matchAll(/(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/g)) out.push(`${m[1]}-${pad(+m[2]!)}-${pad(+m[3]!)}`);
  for (const m of s.matchAll(/(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})/g)) {
    out.push(`${year(m[3]!)}-${pad(+m[2]!)}-${pad(+m[1]!)}`, `${year(m[3]!)}-${pad(+m[1]!)}-${pad(+m[2]!)}`);
  }
  const low = s.toLowerCase();
  for (const m of low.matchAll(/(\d{1,2})(?:st|nd|rd|th|\.)?[\s-]+(\p{L}+)[\s,-]+(\d{2,4})/gu)) {
    const k = MONTHS.indexOf(m[2]!.slice(0, 3));
    const mo = [NL, DE, FR].map((names) => names.indexOf(m[2]!)).find((n) => n >= 0) ?? k;
    if (mo >= 0) out.push(`${year(m[3]!)}-${pad(mo + 1)}-${pad(+m[1]!)}`);
  }
  // "August 3 , 2014" (AWS prints the comma set apart) is the same day as "August 3, 2014"
  for (const m of low.matchAll(/([a-z]+)\.?\s+(\d{1,2})\s?,?\s+(\d{4})/g)) {
    const k = MONTHS.indexOf(m[1]!.slice(0, 3));
    if (k >= 0) out.push(`${m[3]}-${pad(k + 1)}-${pad(+m[2]!)}`);
  }
  return out;
}

export const flat = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether an expected value appears in one of the values read (numbers by value, dates by calendar day, text by containment). */
export function found(expected: unknown, values: string[]): boolean {
  if (typeof expected === 'number') return values.some((v) => numbersIn(v).some((n) => Math.abs(n - expected) < 0.005));
  if (typeof expected !== 'string' || !expected.trim()) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(expected)) return values.some((v) => datesIn(v).includes(expected));
  const e = flat(expected);
  return values.some((v) => {
    const f = flat(v);
    return f.length > 0 && (f.includes(e) || (e.includes(f) && f.length >= e.length * 0.6));
  });
}

/** Right and expected counts per standard field, summed over a corpus, with the misses for the verbose notes. */
export class FieldTally {
  private readonly per = new Map<StandardFieldKey, { right: number; expected: number }>();

  count(field: StandardFieldKey, right: boolean): void {
    const t = this.per.get(field) ?? { right: 0, expected: 0 };
    t.expected++;
    if (right) t.right++;
    this.per.set(field, t);
  }

  get right(): number {
    return [...this.per.values()].reduce((s, t) => s + t.right, 0);
  }
  get expected(): number {
    return [...this.per.values()].reduce((s, t) => s + t.expected, 0);
  }

  /** One row per field in the given order (fields never expected are left out), "right/expected = %". */
  rows(order: readonly StandardFieldKey[], prefix = ''): [string, string][] {
    return order
      .filter((f) => this.per.has(f))
      .map((f) => {
        const t = this.per.get(f)!;
        return [`${prefix}${f}`, `${t.right}/${t.expected} = ${pct(t.right / t.expected)}`];
      });
  }
}

/**
 * How honest the pre-fill's confidences are (issue 27 point 2), over the values it suggested for fields the corpus
 * gives: how many it put at ≥ 90% and below 50%, how many of those were right, and the Brier score.
 */
export function prefillReliabilityRows(points: readonly ScoredValue[], prefix = '  '): [string, string][] {
  const high = atOrAbove(points, 0.9);
  const low = points.filter((p) => p.confidence < 0.5);
  const lowRight = low.filter((p) => p.right).length;
  return [
    [
      `${prefix}pre-filled values ≥ 90% confident`,
      `${high.values} of ${points.length}, right ${high.right} = ${pct(high.share)}`,
    ],
    [
      `${prefix}pre-filled values < 50% confident`,
      `${low.length}, right ${lowRight}${low.length ? ` = ${pct(lowRight / low.length)}` : ''}`,
    ],
    [`${prefix}pre-fill confidence Brier score (lower is better)`, brierScore(points).toFixed(4)],
  ];
}
