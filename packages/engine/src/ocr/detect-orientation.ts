/**
 * Orientation (0/90/180/270) by asking the recogniser itself, instead of
 * Tesseract's OSD (which needs the 10 MB legacy model and legacy core in
 * every worker). Projection profiles cannot tell sideways receipts: their
 * monospaced columns align as well as their lines do (measured: 12 of 20
 * upright SROIE receipts were called sideways), and nothing geometric tells
 * 0 from 180 for upper-case print.
 *
 * So: the page is first read as it is. Only when that reading is poor
 * (`looksUpright` false) is a centre crop, scaled to the target text height
 * measured in that direction, read in the two candidate turns (0/180, or
 * 90/270 when Tesseract read the lines as vertical text), and the turn whose
 * words are more confident and word-like wins. Upright pages - nearly all
 * of them - pay nothing.
 */
import { cropGrey, type GreyImage } from './grey-image.ts';
import { estimateTextHeight } from './estimate-text-height.ts';
import { inkPoints } from './ink-points.ts';
import { PSM, readTesseractWords, type PixelWord } from './read-tesseract-words.ts';
import { rotateRightAngle, scaleGrey } from './transform-image.ts';

export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * Characters in confidently read, word-like words (≥3 letters/digits, ≥70
 * confidence). Text read in a wrong turn still yields plenty of short
 * low-confidence "words", so a sum over all words would reward the garbage.
 */
export function readingScore(words: readonly PixelWord[]): number {
  let score = 0;
  for (const w of words) {
    const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (alnum >= 3 && w.confidence >= 70) score += alnum;
  }
  return score;
}

/** Character-weighted mean confidence. */
export function meanConfidence(words: readonly PixelWord[]): number {
  let s = 0;
  let n = 0;
  for (const w of words) {
    s += w.confidence * w.text.length;
    n += w.text.length;
  }
  return n === 0 ? 0 : s / n;
}

/**
 * A reading good enough that the page cannot plausibly be sideways or upside
 * down. Tesseract reads a sideways page's lines as vertical text, often
 * confidently, so words must also be wider than tall (as read in the page's
 * current frame) for the page to count as upright.
 */
export function looksUpright(words: readonly PixelWord[]): boolean {
  return !readsSideways(words) && readingScore(words) >= 20 && meanConfidence(words) >= UPRIGHT_CONFIDENCE;
}

/**
 * Below this mean confidence a page is checked for a wrong turn. Upright
 * SROIE receipts read at 55-90 (faded thermal print being the low end); a
 * page upside down reads below 40.
 */
const UPRIGHT_CONFIDENCE = 50;

/** Most multi-character words taller than wide: lines run vertically. */
export function readsSideways(words: readonly PixelWord[]): boolean {
  let wide = 0;
  let tall = 0;
  for (const w of words) {
    if (w.text.length < 3) continue;
    if (w.x1 - w.x0 >= w.y1 - w.y0) wide++;
    else tall++;
  }
  return tall > wide;
}

export interface OrientationOptions {
  targetTextHeight: number;
  deadline?: number;
}

export interface OrientationVerdict {
  rotation: QuarterTurn;
  scores: Record<QuarterTurn, number>;
}

/** Crop size, in prepared (target-scale) pixels: a dozen lines are plenty. */
const CROP_W = 1000;
const CROP_H = 600;

export async function detectOrientation(
  grey: GreyImage,
  words: readonly PixelWord[],
  opts: OrientationOptions,
): Promise<OrientationVerdict> {
  // Lines read as vertical text decide between the two sideways turns;
  // otherwise only upright vs upside down is in question. Two crops, not four.
  const sideways = readsSideways(words);
  const base = await turnCrop(grey, sideways ? 90 : 0, opts.targetTextHeight);
  const turns: QuarterTurn[] = sideways ? [90, 270] : [0, 180];
  const crops = [base, rotateRightAngle(base, 180)];
  // One after the other, not side by side: two reads at once start a second Tesseract worker, which then keeps its
  // wasm heap (80-150 MB) for the process's life beside the PP-OCR sessions, for a check few pages need.
  const read: PixelWord[][] = [];
  for (const c of crops) read.push(await readTesseractWords(c, { psm: PSM.singleBlock, deadline: opts.deadline }));
  const scores = { 0: 0, 90: 0, 180: 0, 270: 0 } as Record<QuarterTurn, number>;
  turns.forEach((t, i) => (scores[t] = readingScore(read[i]!)));
  const [first, second] = turns as [QuarterTurn, QuarterTurn];
  // Prefer the first candidate unless the other is clearly better: a wrong
  // turn costs a whole page, a missed one only what the poor reading lost.
  const rotation = scores[second] > scores[first] * 1.5 + 5 ? second : first;
  return { rotation, scores };
}

async function turnCrop(grey: GreyImage, turn: 0 | 90, target: number): Promise<GreyImage> {
  const g = turn === 0 ? grey : rotateRightAngle(grey, 90);
  const height = estimateTextHeight(await inkPoints(g), 0) ?? target;
  const scale = Math.min(4, Math.max(0.25, target / height));
  const w = Math.min(g.width, CROP_W / scale);
  const h = Math.min(g.height, CROP_H / scale);
  const crop = cropGrey(g, (g.width - w) / 2, (g.height - h) / 2, w, h);
  return scaleGrey(crop, scale);
}
