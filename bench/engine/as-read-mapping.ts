import type { DocumentModel, Polygon, Template } from '@paperbridge/contracts';
import { learnTemplate, prefillFields } from '@paperbridge/engine';
import { chooseSampleRows, type SampleRow } from '../trust/choose-sample-rows.ts';

/** A row of the sample as GetDataFromSampleFile lists it, with where the sample shows it. */
interface PlacedRow extends SampleRow {
  page: number;
  polygon: Polygon | null;
}

/**
 * The sample's rows as the mapping screen lists them (apps/server/src/services/mappings/sample-result.ts and
 * suggested-rows.ts): one per detected key/value pair, plus each standard field found only by its place on the page
 * (a shop's name at the top) with no pair of its own.
 */
export function sampleRows(doc: DocumentModel): PlacedRow[] {
  const rows: PlacedRow[] = doc.keyValues.map((kv) => ({
    key: kv.key,
    value: kv.value,
    page: kv.page,
    polygon: kv.valuePolygon,
  }));
  for (const p of prefillFields(doc).fields) {
    if (p.source === 'layout' && p.keyValueIndex === undefined && p.polygon)
      rows.push({ key: '', value: p.value, page: p.page, polygon: p.polygon });
  }
  return rows;
}

const boundsOf = (p: Polygon) => {
  const xs = p.map((q) => q[0]),
    ys = p.map((q) => q[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
};

/**
 * A template learned as most users learn one (issue 22): for each true value, the sample row that reads most like it
 * is mapped as the sample reads it (bench/trust/choose-sample-rows.ts, as bench:trust maps through the product), at
 * the row's place, and, the sample being a photo read by OCR, marked as text no person confirmed (the server's
 * isConfirmedValue). A value no row shows closely enough is left unmapped. Null when nothing could be mapped.
 */
export function asReadTemplate(
  sample: DocumentModel,
  truth: Readonly<Record<string, string>>,
): { template: Template; mapped: string[] } | null {
  const rows = sampleRows(sample);
  const chosen = chooseSampleRows(rows, truth);
  if (!chosen.size) return null;
  const fields: Record<string, string> = {};
  const places: Record<string, { page: number; box: ReturnType<typeof boundsOf> }> = {};
  const unconfirmed: string[] = [];
  const ocr = (page: number) => sample.pages.find((p) => p.pageNumber === page)?.source === 'ocr';
  for (const [i, f] of chosen) {
    const row = rows[i]!;
    fields[f.key] = row.value.trim();
    if (row.polygon) places[f.key] = { page: row.page, box: boundsOf(row.polygon) };
    if (ocr(row.page)) unconfirmed.push(f.key);
  }
  return { template: learnTemplate(sample, { fields }, places, { unconfirmed }), mapped: Object.keys(fields) };
}
