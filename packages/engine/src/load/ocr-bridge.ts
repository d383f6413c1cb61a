import type { GreyImage } from '../ocr/grey-image.ts';
import type { OcrBox, OcrOptions, OcrPageResult, RawImage } from '../ocr/ocr.types.ts';
import type { RegionReadOptions, RegionWord } from '../ocr/read-region.ts';
import type { PdfPage } from './load-pdf-page.stage.ts';

/** The OCR module's exports (packages/engine/src/ocr/index.ts, owned by the OCR engineer). */
export interface OcrModule {
  recognizePageImage(image: RawImage, opts?: OcrOptions): Promise<OcrPageResult>;
  loadImageFile(bytes: Uint8Array, opts?: { maxPixels?: number }): Promise<RawImage[]>;
  pageImageFromPdf(page: PdfPage): Promise<RawImage>;
  terminateOcr(): Promise<void> | void;
  /** a second reading of one region of an upright page (template re-reads) */
  readRegion(upright: GreyImage, region: OcrBox, opts: RegionReadOptions): Promise<RegionWord[]>;
  uprightGrey(image: RawImage, rotation?: 0 | 90 | 180 | 270, skew?: number): Promise<GreyImage>;
}

let cached: Promise<OcrModule | null> | null = null;

/**
 * Loads the OCR module lazily: it pulls in tesseract and sharp, which text PDFs
 * never need, and it may not exist yet in a checkout. null means "no OCR here";
 * the caller reports 'ocr_unavailable' for the pages that needed it.
 */
export function loadOcrModule(): Promise<OcrModule | null> {
  cached ??= (async () => {
    try {
      const spec = new URL('../ocr/index.ts', import.meta.url).href;
      const mod = (await import(spec)) as Partial<OcrModule>;
      return typeof mod.recognizePageImage === 'function' ? (mod as OcrModule) : null;
    } catch {
      return null;
    }
  })();
  return cached;
}

/** Stops OCR workers if OCR was ever loaded (lets the CLI and tests exit promptly). */
export async function shutdownOcr(): Promise<void> {
  if (!cached) return;
  const mod = await cached;
  await mod?.terminateOcr();
  cached = null;
}
