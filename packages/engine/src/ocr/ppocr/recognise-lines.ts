/**
 * Text recognition of detected boxes: lines sorted by width and run in small
 * batches of similar width (little padding, bounded memory), CTC-decoded, and
 * split into words placed along the line by the time steps their characters
 * were read at (line-words.ts).
 */
import type { GreyImage } from '../grey-image.ts';
import { ctcGreedyDecode, type DecodedChar } from './ctc-decode.ts';
import { inferSpaces } from './infer-spaces.ts';
import type { PpocrModels } from './ppocr-models.ts';
import { recognitionWidth, REC_HEIGHT, writeRecognitionLine, type PixelRect } from './recognition-input.ts';

export interface RecognisedLine {
  box: PixelRect;
  chars: DecodedChar[];
  /** input pixels per time step, and the box's source pixels per input pixel */
  stepWidth: number;
  sourcePerInput: number;
}

/** Lines per batch at most. */
const BATCH = 8;
/**
 * Input columns per batch at most (lines × the batch's width; a wider line goes alone). The runtime's
 * memory arena keeps the largest batch's activations for the session's life (about 20 MB per 1,000
 * columns), and the cost per column rises with the batch: on 12 SROIE receipts, unbounded batches of 8
 * cost 1.05-1.12 CPU s a page, 512-1,024 columns 0.73-0.75, 2,048 0.85, 4,096 1.03 (docs/engine-ocr.md).
 */
export const BATCH_COLUMNS = 1024;

/** Line indices grouped into batches, from a list sorted by width: up to BATCH lines and BATCH_COLUMNS columns. */
export function recognitionBatches(widths: readonly number[], maxColumns = BATCH_COLUMNS): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  widths.forEach((width, i) => {
    if (batch.length > 0 && (batch.length === BATCH || (batch.length + 1) * width > maxColumns)) {
      batches.push(batch);
      batch = [];
    }
    batch.push(i);
  });
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export async function recogniseLines(
  models: PpocrModels,
  page: GreyImage,
  boxes: readonly PixelRect[],
): Promise<RecognisedLine[]> {
  const order = boxes.map((box, i) => ({ box, i, width: recognitionWidth(box) })).sort((a, b) => a.width - b.width);
  const out: RecognisedLine[] = new Array(boxes.length);
  for (const indices of recognitionBatches(order.map((line) => line.width))) {
    const batch = indices.map((k) => order[k]!);
    const batchWidth = Math.ceil(batch[batch.length - 1]!.width / 8) * 8;
    const lineSize = 3 * REC_HEIGHT * batchWidth;
    const data = new Float32Array(batch.length * lineSize);
    batch.forEach((line, k) => writeRecognitionLine(page, line.box, line.width, data, k * lineSize, batchWidth));
    const input = new models.ort.Tensor('float32', data, [batch.length, 3, REC_HEIGHT, batchWidth]);
    const result = await models.recognition.run({ [models.recognition.inputNames[0]!]: input });
    input.dispose();
    const probs = result[models.recognition.outputNames[0]!]!;
    const [, steps, classes] = probs.dims as [number, number, number];
    const all = probs.data as Float32Array;
    batch.forEach((line, k) => {
      const chars = inferSpaces(
        ctcGreedyDecode(all.subarray(k * steps * classes, (k + 1) * steps * classes), steps, models.classes),
      );
      out[line.i] = {
        box: line.box,
        chars,
        stepWidth: batchWidth / steps,
        sourcePerInput: (line.box.x1 - line.box.x0) / line.width,
      };
    });
    probs.dispose();
  }
  return out;
}
