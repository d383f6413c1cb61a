/**
 * Text recognition of detected boxes: lines sorted by width and run in
 * batches of similar width (little padding), CTC-decoded, and split into
 * words placed along the line by the time steps their characters were read
 * at (line-words.ts).
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

/** Lines per batch: larger batches pad more and gain nothing on one intra-op thread. */
const BATCH = 8;

export async function recogniseLines(
  models: PpocrModels,
  page: GreyImage,
  boxes: readonly PixelRect[],
): Promise<RecognisedLine[]> {
  const order = boxes.map((box, i) => ({ box, i, width: recognitionWidth(box) })).sort((a, b) => a.width - b.width);
  const out: RecognisedLine[] = new Array(boxes.length);
  for (let start = 0; start < order.length; start += BATCH) {
    const batch = order.slice(start, start + BATCH);
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
