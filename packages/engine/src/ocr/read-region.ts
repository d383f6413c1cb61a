/**
 * A second OCR opinion on one region of a page: the region is cut from the
 * upright page image, enlarged so its text stands at a given height, and read
 * with the segmentation mode that suits it (one line or one block). Whole-page
 * segmentation drops or merges lines on receipts (a logo beside them, dotted
 * rulings); read alone and larger, they often come back.
 */
import { sauvolaBinarise } from './binarise-image.ts';
import { cropGrey, toGrey, type GreyImage } from './grey-image.ts';
import { normaliseContrast } from './normalise-contrast.ts';
import type { OcrBox, RawImage } from './ocr.types.ts';
import { PSM, readTesseractWords } from './read-tesseract-words.ts';
import { rotateGrey, rotateRightAngle, scaleGrey } from './transform-image.ts';

export interface RegionWord {
  text: string;
  /** in the upright image's pixels */
  box: OcrBox;
  /** 0..100 */
  confidence: number;
  /** line key, shared by the words Tesseract put on one line */
  line: string;
}

export interface RegionReadOptions {
  /** one text line (PSM 7) or one block of lines (PSM 6) */
  mode: 'line' | 'block';
  /** the region's text height in image pixels, as read the first time */
  textHeight: number;
  /** the text height to read at, in pixels */
  targetTextHeight: number;
  /** clockwise turn that made the page upright (the document model's page rotation) */
  rotation?: 0 | 90 | 180 | 270;
  /** Sauvola-binarise the enlarged crop (a faint or unevenly lit line) */
  binarise?: boolean;
  deadline?: number;
}

/**
 * The upright page image a region is cut from, in the frame of the document model's OCR page: the
 * source turned upright, then the whole page rotated back by its skew about its centre (the canvas
 * grows to fit), as prepare-page-image.ts maps its words back.
 */
export async function uprightGrey(image: RawImage, rotation: 0 | 90 | 180 | 270 = 0, skew = 0): Promise<GreyImage> {
  const grey = toGrey(image);
  const turned = rotation ? rotateRightAngle(grey, rotation) : grey;
  return skew ? rotateGrey(turned, -skew) : turned;
}

/** Enlargement is bounded: past 4× the strokes of a small scan turn to blobs, and the crop grows quadratically. */
const MAX_FACTOR = 4;

export async function readRegion(upright: GreyImage, region: OcrBox, opts: RegionReadOptions): Promise<RegionWord[]> {
  const left = Math.max(0, Math.floor(region.x0)),
    top = Math.max(0, Math.floor(region.y0));
  const right = Math.min(upright.width, Math.ceil(region.x1)),
    bottom = Math.min(upright.height, Math.ceil(region.y1));
  if (right - left < 4 || bottom - top < 4) return [];
  const crop = normaliseContrast(cropGrey(upright, left, top, right - left, bottom - top), opts.textHeight);
  const factor = Math.min(MAX_FACTOR, Math.max(1, opts.targetTextHeight / Math.max(1, opts.textHeight)));
  const enlarged = await scaleGrey(crop, factor);
  const scaled = opts.binarise
    ? sauvolaBinarise(enlarged, { window: Math.max(15, Math.round(opts.targetTextHeight * 2.5)), k: 0.2 })
    : enlarged;
  const words = await readTesseractWords(scaled, {
    psm: opts.mode === 'line' ? PSM.singleLine : PSM.singleBlock,
    deadline: opts.deadline,
  });
  return words.map((w) => ({
    text: w.text,
    confidence: w.confidence,
    line: w.line,
    box: { x0: left + w.x0 / factor, y0: top + w.y0 / factor, x1: left + w.x1 / factor, y1: top + w.y1 / factor },
  }));
}
