/**
 * Preparation of an upright grey page for Tesseract: cropping to the inked
 * area, deskew, contrast normalisation, scaling to the target text height,
 * binarisation. Order is chosen for cost: the crop comes first (everything
 * after it works on fewer pixels), normalisation runs before scaling up (on
 * up to 16x fewer pixels), binarisation after it (a threshold computed on
 * the enlarged grey image gives smooth stroke edges, an enlarged binary
 * image staircases).
 *
 * The prepared image covers only part of the upright page when cropped;
 * `toUpright` maps its pixel coordinates back to the whole upright page.
 */
import { sauvolaBinarise } from './binarise-image.ts';
import { findContentBox, type PixelRect } from './content-box.ts';
import { detectSkew } from './detect-skew.ts';
import { estimateTextHeight } from './estimate-text-height.ts';
import { cropGrey, type GreyImage } from './grey-image.ts';
import { inkPoints } from './ink-points.ts';
import { normaliseContrast } from './normalise-contrast.ts';
import type { OcrOptions } from './ocr.types.ts';
import { rotatedSize, rotateGrey, rotateVector, scaleGrey } from './transform-image.ts';

export type PrepStep = keyof NonNullable<OcrOptions['steps']>;

export interface PreparedPage {
  /** grey, scaled and normalised: what re-reads crop from */
  grey: GreyImage;
  /** what the page-level recognition reads (binarised when that step is on) */
  ocrInput: GreyImage;
  /** upright, deskewed page size at the source's resolution */
  uprightWidth: number;
  uprightHeight: number;
  /** the source rectangle that was read (the whole page when not cropped) */
  crop: PixelRect;
  /** where `grey`'s pixel (x, y) lies on the upright page, in source-resolution pixels */
  toUpright: (x: number, y: number) => { x: number; y: number };
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
  lap('analysis');
  const whole: PixelRect = { x0: 0, y0: 0, x1: source.width, y1: source.height };
  const crop =
    (on('crop') ? findContentBox(points, { textHeight, width: source.width, height: source.height }) : undefined) ??
    whole;
  const region = crop === whole ? source : cropGrey(source, crop.x0, crop.y0, crop.x1 - crop.x0, crop.y1 - crop.y0);
  lap('crop');
  // Rotating back by -skew straightens lines that descend to the right.
  let grey = skew !== 0 ? await rotateGrey(region, -skew) : region;
  const upright =
    region === source ? { width: grey.width, height: grey.height } : rotatedSize(source.width, source.height, -skew);
  // Rotation about the centre (sharp keeps the content centred in the grown
  // canvas) turns a crop-then-rotate frame into the rotate-whole-page frame
  // by a translation: the crop centre's rotated offset from the page centre.
  const centre = rotateVector((crop.x0 + crop.x1 - source.width) / 2, (crop.y0 + crop.y1 - source.height) / 2, -skew);
  const offsetX = upright.width / 2 + centre.x - grey.width / 2;
  const offsetY = upright.height / 2 + centre.y - grey.height / 2;
  lap('deskew');

  if (on('normalise')) grey = normaliseContrast(grey, textHeight ?? opts.targetTextHeight);
  lap('normalise');

  let scale = 1;
  if (on('upscale') && textHeight) scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, opts.targetTextHeight / textHeight));
  // the bound holds with or without scaling to the text height: a huge page is scaled down for Tesseract
  scale = Math.min(scale, Math.sqrt(MAX_PREPARED_PIXELS / (grey.width * grey.height)));
  const frameWidth = grey.width;
  const frameHeight = grey.height;
  grey = await scaleGrey(grey, scale);
  lap('upscale');
  const sx = frameWidth / grey.width;
  const sy = frameHeight / grey.height;

  const scaledTextHeight = (textHeight ?? opts.targetTextHeight) * scale;
  const ocrInput = on('binarise')
    ? sauvolaBinarise(grey, { window: Math.max(15, Math.round(scaledTextHeight * 2.5)), k: 0.2 })
    : grey;
  lap('binarise');
  return {
    grey,
    ocrInput,
    uprightWidth: upright.width,
    uprightHeight: upright.height,
    crop,
    toUpright: (x, y) => ({ x: offsetX + x * sx, y: offsetY + y * sy }),
    skew,
    scale,
    textHeight,
  };
}
