/**
 * Preparation of an upright grey page for Tesseract: deskew, contrast
 * normalisation, scaling to the target text height, binarisation. Order is
 * chosen for cost: normalisation runs before scaling up (on up to 16x fewer
 * pixels), binarisation after it (a threshold computed on the enlarged grey
 * image gives smooth stroke edges, an enlarged binary image staircases).
 */
import { sauvolaBinarise } from './binarise-image.ts';
import { detectSkew } from './detect-skew.ts';
import { estimateTextHeight } from './estimate-text-height.ts';
import type { GreyImage } from './grey-image.ts';
import { inkPoints } from './ink-points.ts';
import { normaliseContrast } from './normalise-contrast.ts';
import type { OcrOptions } from './ocr.types.ts';
import { rotateGrey, scaleGrey } from './transform-image.ts';

export type PrepStep = keyof NonNullable<OcrOptions['steps']>;

export interface PreparedPage {
  /** grey, scaled and normalised: what re-reads crop from */
  grey: GreyImage;
  /** what the page-level recognition reads (binarised when that step is on) */
  ocrInput: GreyImage;
  /** upright, deskewed page size at the source's resolution */
  uprightWidth: number;
  uprightHeight: number;
  skew: number;
  scale: number;
  textHeight: number | undefined;
}

export interface PrepareOptions {
  on: (step: PrepStep) => boolean;
  targetTextHeight: number;
  /** called after each step with its name, for timings and the deadline */
  lap: (name: string) => void;
}

const MAX_SCALE = 4;
const MIN_SCALE = 0.35;
/** Bound on the prepared image so one huge scan cannot take minutes. */
const MAX_PREPARED_PIXELS = 16_000_000;

export async function preparePageImage(source: GreyImage, opts: PrepareOptions): Promise<PreparedPage> {
  const { on, lap } = opts;
  const points = await inkPoints(source);
  const skew = on('deskew') ? detectSkew(points) : 0;
  const textHeight = estimateTextHeight(points, skew);
  // Rotating back by -skew straightens lines that descend to the right.
  let grey = skew !== 0 ? await rotateGrey(source, -skew) : source;
  lap('deskew');

  if (on('normalise')) grey = normaliseContrast(grey, textHeight ?? opts.targetTextHeight);
  lap('normalise');

  let scale = 1;
  if (on('upscale') && textHeight) {
    scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, opts.targetTextHeight / textHeight));
    scale = Math.min(scale, Math.sqrt(MAX_PREPARED_PIXELS / (grey.width * grey.height)));
  }
  const uprightWidth = grey.width;
  const uprightHeight = grey.height;
  grey = await scaleGrey(grey, scale);
  lap('upscale');

  const scaledTextHeight = (textHeight ?? opts.targetTextHeight) * scale;
  const ocrInput = on('binarise')
    ? sauvolaBinarise(grey, { window: Math.max(15, Math.round(scaledTextHeight * 2.5)), k: 0.2 })
    : grey;
  lap('binarise');
  return { grey, ocrInput, uprightWidth, uprightHeight, skew, scale, textHeight };
}
