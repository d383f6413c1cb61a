import {
  SAMPLE_LOW_OCR_CONFIDENCE,
  SAMPLE_MSG,
  centreInBox,
  polygonBounds,
  type DocumentModel,
  type Polygon,
} from '@paperbridge/contracts';
import type { Region } from './drawn-row';

/**
 * What is wrong with a value captured from the sample, said so the user knows what to do (issue 22 point 5):
 * nothing read in the area (on a photo: the OCR read nothing there), or, on a photo, words read with very low OCR
 * confidence (the sample's reading is likely wrong). Null when the capture is fine. `captured` is the row the
 * capture made (its text and snug box), null when it made none.
 */
export function captureProblem(
  model: DocumentModel,
  region: Region,
  captured: { value: string; polygon: Polygon | null } | null,
): string | null {
  const page = model.pages.find((p) => p.pageNumber === region.page);
  const photo = page?.source === 'ocr';
  if (!captured) return photo ? SAMPLE_MSG.nothingReadOnPhoto() : SAMPLE_MSG.nothingInArea;
  if (!photo || !captured.polygon) return null;
  const box = polygonBounds(captured.polygon);
  const inside = page.words.filter((w) => centreInBox(w.polygon, box) && w.text.trim());
  if (!inside.length) return null;
  const pct = Math.round(inside.reduce((a, w) => a + w.confidence, 0) / inside.length);
  return pct < SAMPLE_LOW_OCR_CONFIDENCE ? SAMPLE_MSG.lowOcrOnPhoto(undefined, pct, captured.value) : null;
}
