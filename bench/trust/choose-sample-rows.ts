import { similarity } from '../../packages/engine/src/template/find-phrase.ts';
import { looseNormalise } from '../../packages/engine/src/template/value-shape.ts';
import { centsOf, dayOf, type FieldKind } from './compare-values.ts';

/** SROIE's four annotated values and the Expense Receipt fields they are mapped to. */
export const RECEIPT_FIELDS = [
  { key: 'company', field: 'Merchant Name', kind: 'text' },
  { key: 'address', field: 'Merchant Address', kind: 'text' },
  { key: 'date', field: 'Receipt Date', kind: 'date' },
  { key: 'total', field: 'Total', kind: 'amount' },
] as const satisfies readonly { key: string; field: string; kind: FieldKind }[];

export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

/** How alike a sample row's text must be to the true value for a user to map that row (issue 22's measurement). */
const ROW_SIMILARITY = 0.8;

/** A row of the sample as the mapping screen lists it: its label and its value as the sample reads them. */
export interface SampleRow {
  key: string;
  value: string;
}

/** How well a sample row shows the true value (0: not at all). */
export function rowScore(kind: FieldKind, row: SampleRow, want: string): number {
  if (!want.trim() || !row.value.trim()) return 0;
  if (kind === 'date') return dayOf(row.value) !== null && dayOf(row.value) === dayOf(want) ? 1 : 0;
  if (kind === 'amount')
    return centsOf(row.value) !== null && centsOf(row.value) === centsOf(want) ? (/total/i.test(row.key) ? 1 : 0.9) : 0;
  const s = similarity(looseNormalise(row.value), looseNormalise(want));
  return s >= ROW_SIMILARITY ? s : 0;
}

/**
 * The rows a user maps from the sample (shared by bench:trust and the calibration fit, so both map alike): for each
 * true value, in field order, the row not yet taken that shows it best; none when no row is close enough (often a
 * multi-line address). Answers the chosen field by row index.
 */
export function chooseSampleRows(
  rows: readonly SampleRow[],
  truth: Readonly<Record<string, string>>,
): Map<number, ReceiptField> {
  const chosen = new Map<number, ReceiptField>();
  for (const f of RECEIPT_FIELDS) {
    const want = truth[f.key] ?? '';
    let best = -1,
      top = 0;
    rows.forEach((r, i) => {
      const s = chosen.has(i) ? 0 : rowScore(f.kind, r, want);
      if (s > top) {
        top = s;
        best = i;
      }
    });
    if (best >= 0) chosen.set(best, f);
  }
  return chosen;
}
