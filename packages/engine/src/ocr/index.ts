/** The OCR stage of the extraction engine (see docs/engine-ocr.md). */
export type { OcrBox, OcrEngineName, OcrOptions, OcrPageResult, OcrWord, RawImage } from './ocr.types.ts';
export { DEFAULT_OCR_ENGINE, OCR_ENGINES, ocrEngine } from './ocr-engine.ts';
export { loadImageFile } from './load-image-file.ts';
export { pageImageFromPdf } from './pdf-page-image.ts';
export { DEFAULT_OCR_STEPS, recognizePageImage, TARGET_TEXT_HEIGHT } from './recognize-page-image.ts';
export { terminateOcr } from './terminate-ocr.ts';
export { readRegion, uprightGrey, type RegionReadOptions, type RegionWord } from './read-region.ts';
export { isOcrTimeout, ocrError, type OcrErrorCode } from './ocr-error.ts';
export {
  characterErrorRate,
  editDistance,
  lineOrderedText,
  parseSroieBoxes,
  type TextItem,
} from './character-error-rate.ts';
