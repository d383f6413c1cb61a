/**
 * Text detection: the page scaled so its longer side is at most `maxSide` and
 * its area at most `maxPixels` (never enlarged; both sides rounded to
 * multiples of 32, as the network's strides need), normalised as PP-OCR was
 * trained (ImageNet mean and deviation per channel, NCHW float32; a grey page
 * fills all three channels), the DB network run, and its probability map
 * turned into boxes (db-postprocess.ts) mapped back to the page's pixels.
 */
import type { GreyImage } from '../grey-image.ts';
import { resizeGrey } from '../transform-image.ts';
import { dbBoxes, DB_DEFAULTS, type DbOptions, type MapBox } from './db-postprocess.ts';
import type { PpocrModels } from './ppocr-models.ts';

const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** one lookup table per channel: grey level → normalised value */
const LUT = MEAN.map((m, c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - m) / STD[c]!));

export function detectionSize(
  width: number,
  height: number,
  maxSide: number,
  maxPixels = Infinity,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  const round32 = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round32(width), height: round32(height) };
}

/** The detector's input tensor data: 3 × height × width. */
export function detectionInput(image: GreyImage): Float32Array {
  const plane = image.width * image.height;
  const out = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    const lut = LUT[c]!;
    const base = c * plane;
    for (let i = 0; i < plane; i++) out[base + i] = lut[image.data[i]!]!;
  }
  return out;
}

export async function detectTextBoxes(
  models: PpocrModels,
  page: GreyImage,
  maxSide: number,
  maxPixels = Infinity,
  db: DbOptions = DB_DEFAULTS,
): Promise<MapBox[]> {
  const size = detectionSize(page.width, page.height, maxSide, maxPixels);
  const small = await resizeGrey(page, size.width, size.height);
  const input = new models.ort.Tensor('float32', detectionInput(small), [1, 3, size.height, size.width]);
  const output = await models.detection.run({ [models.detection.inputNames[0]!]: input });
  const map = output[models.detection.outputNames[0]!]!;
  const prob = map.data as Float32Array;
  const sx = page.width / size.width;
  const sy = page.height / size.height;
  input.dispose();
  const boxes = dbBoxes(prob, size.width, size.height, db).map((b) => ({
    x0: b.x0 * sx,
    y0: b.y0 * sy,
    x1: b.x1 * sx,
    y1: b.y1 * sy,
    score: b.score,
  }));
  map.dispose();
  return boxes;
}
