import {
  centreInBox,
  polygonBounds,
  wordsInReadingOrder,
  type DocumentModel,
  type Polygon,
  type SubmittedFieldRow,
} from '@paperbridge/contracts';
import type { StoredSample } from '../../db/schema/index.ts';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The words of the sample inside a row's box (a word counts when its centre lies inside): what the sample reads
 * at a place the user drew, which no stored row holds.
 */
function wordsInBox(document: DocumentModel, page: number, polygon: Polygon): string | null {
  const p = document.pages.find((x) => x.pageNumber === page);
  if (!p) return null;
  const b = polygonBounds(polygon);
  // the order the mapping screen joins a drawn region's words in (drawn-row.ts)
  const words = wordsInReadingOrder(p, (w) => centreInBox(w.polygon, b));
  return words.length ? collapse(words.map((w) => w.text).join(' ')) : null;
}

/**
 * What the sample itself reads for a row: the detected row's value as the sample extraction answered it, else
 * the words inside the row's box (a region the user drew); null for a row with no place on the sample (a custom
 * row whose value the user typed).
 */
export function sampleReadingOf(
  row: SubmittedFieldRow,
  sample: StoredSample | null,
  document: DocumentModel | null,
): string | null {
  const id = row.unique_id ?? row.unique_Id;
  const stored = id ? sample?.fields.find((f) => f.unique_id === id) : undefined;
  if (stored) return collapse(stored.value);
  if (row.polygon && document) return wordsInBox(document, row.page ?? 1, row.polygon);
  return null;
}

/** Whether the page a row sits on was read by OCR (a photo, a scan) rather than from a PDF's text layer. */
function readByOcr(row: SubmittedFieldRow, document: DocumentModel | null): boolean {
  return document?.pages.find((p) => p.pageNumber === (row.page ?? 1))?.source === 'ocr';
}

/**
 * Issue 22 point 4: whether a person confirmed a row's value. A value the user changed from the sample's reading
 * was typed by a person; a text layer prints what the PDF holds; a reading the user checked and saved unchanged
 * (`textConfirmed`) was confirmed by a person. Only a value that is the sample's OCR reading left as it was is unconfirmed: the engine may misread it, so no later reading is ever "corrected" towards it.
 */
export function isConfirmedValue(
  row: SubmittedFieldRow,
  sample: StoredSample | null,
  document: DocumentModel | null,
): boolean {
  if (!readByOcr(row, document) || row.textConfirmed) return true;
  const reading = sampleReadingOf(row, sample, document);
  return reading === null || collapse(row.value) !== reading;
}

/**
 * The rows as stored: `readAs` is the sample's reading where the user corrected the row's text, so the mapping
 * screen can say so again on edit; what a browser sent as `readAs` is replaced by what the sample reads.
 */
export function withSampleReadings(
  rows: readonly SubmittedFieldRow[],
  sample: StoredSample | null,
  document: DocumentModel | null,
): SubmittedFieldRow[] {
  return rows.map((row) => {
    const { readAs: _sent, ...rest } = row;
    const reading = sampleReadingOf(row, sample, document);
    return reading !== null && row.value.trim() && collapse(row.value) !== reading
      ? { ...rest, readAs: reading }
      : rest;
  });
}
