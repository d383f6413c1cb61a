/**
 * One Tesseract pass over a grey image, returning words in that image's
 * pixel coordinates with their line membership. TSV output is parsed rather
 * than the `blocks` JSON: blocks carries per-symbol objects we never use and
 * costs several times more to build and copy across the worker boundary.
 */
import { encodePgm } from './encode-pnm.ts';
import type { GreyImage } from './grey-image.ts';
import { getOcrPool } from './tesseract-pool.ts';

export interface PixelWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
  /** block/paragraph/line key, unique within one pass */
  line: string;
}

/** Tesseract page segmentation modes we use. */
export const PSM = { auto: '3', singleBlock: '6', singleLine: '7' } as const;

/**
 * tessedit_do_invert=0: by default Tesseract 5 re-recognises every
 * low-confidence line inverted (white on black), which receipts almost never
 * need; skipping it saved ~7% CPU per SROIE page at the same error rate.
 */
const TUNING: Record<string, string> = { tessedit_do_invert: '0' };

export interface ReadOptions {
  psm: (typeof PSM)[keyof typeof PSM];
  deadline?: number;
}

export async function readTesseractWords(image: GreyImage, opts: ReadOptions): Promise<PixelWord[]> {
  const bytes = encodePgm(image);
  const tsv = await getOcrPool().run(
    // The images we pass have no resolution; stating one silences Tesseract's
    // "Invalid resolution" fallback to 70 dpi, which skews its noise filters.
    // debug_file: Tesseract's diagnostics ("Detected 14 diacritics", "Image
    // too small to scale") would otherwise flood the host's stderr.
    { tessedit_pageseg_mode: opts.psm, user_defined_dpi: '300', debug_file: '/dev/null', ...TUNING },
    async (worker) =>
      (
        await worker.recognize(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
          {},
          { text: false, tsv: true },
        )
      ).data.tsv ?? '',
    { deadline: opts.deadline },
  );
  return parseTsv(tsv);
}

export function parseTsv(tsv: string): PixelWord[] {
  const words: PixelWord[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const left = Number(cols[6]);
    const top = Number(cols[7]);
    words.push({
      text,
      x0: left,
      y0: top,
      x1: left + Number(cols[8]),
      y1: top + Number(cols[9]),
      confidence: Math.max(0, Number(cols[10])),
      line: `${cols[2]}.${cols[3]}.${cols[4]}`,
    });
  }
  return words;
}
