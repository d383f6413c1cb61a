/**
 * The contract between the engine's loader/layout stages and the OCR stage.
 * Coordinates are normalised 0..1 to the UPRIGHT page (after the OCR stage has
 * corrected orientation and skew), origin top-left.
 */
export interface RawImage {
  width: number;
  height: number;
  /** 1 (grey), 3 (RGB) or 4 (RGBA) */
  channels: 1 | 3 | 4;
  data: Uint8Array;
}

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  box: OcrBox;
  /** 0..100 */
  confidence: number;
}

export interface OcrPageResult {
  words: OcrWord[];
  /** clockwise rotation in degrees (0, 90, 180, 270) that was applied to make the page upright */
  rotation: 0 | 90 | 180 | 270;
  /** residual skew in degrees that was corrected by deskewing */
  skew: number;
  /** pixel size of the upright image the words were read from */
  width: number;
  height: number;
  /** seconds spent, per step, for the benchmark */
  timings: Record<string, number>;
  /** the engine whose reading this is: `tesseract` also where `combined` found Tesseract's reading enough */
  engine?: OcrEngineName;
}

/** Which recognition engine reads photos and scans (ocr-engine.ts). */
export type OcrEngineName = 'tesseract' | 'ppocr' | 'combined';

export interface OcrOptions {
  /** abort after this many ms (typed EngineError 'timeout') */
  timeoutMs?: number;
  /** default: env PAPERBRIDGE_OCR_ENGINE, else DEFAULT_OCR_ENGINE (ocr-engine.ts) */
  engine?: OcrEngineName;
  /** turn individual preparation steps on or off (defaults: DEFAULT_OCR_STEPS), for the benchmark's per-step gain table */
  steps?: Partial<Record<'crop' | 'upscale' | 'normalise' | 'binarise' | 'reread' | 'orientation' | 'deskew', boolean>>;
}
