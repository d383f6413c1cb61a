/**
 * Line-level re-reads. Tesseract's page segmentation sometimes reads a line
 * badly because of its neighbours (a logo, a ruling line of dashes, touching
 * lines). Re-reading just that line as a single text line (PSM 7) from a
 * different rendering of the page (grey instead of binarised) is a second
 * opinion; the line's words are replaced only when the re-read is more
 * confident overall.
 */
import { cropGrey, type GreyImage } from './grey-image.ts';
import { meanConfidence } from './detect-orientation.ts';
import { PSM, readTesseractWords, type PixelWord } from './read-tesseract-words.ts';

export interface RereadOptions {
  /** a line is re-read when one of its words is below this confidence */
  threshold?: number;
  /** bound on extra recognitions per page */
  maxLines?: number;
  deadline?: number;
}

export interface RereadResult {
  words: PixelWord[];
  reread: number;
  replaced: number;
}

export async function rereadLowConfidenceLines(
  source: GreyImage,
  words: readonly PixelWord[],
  opts: RereadOptions = {},
): Promise<RereadResult> {
  const threshold = opts.threshold ?? 50;
  const maxLines = opts.maxLines ?? 12;
  const lines = new Map<string, PixelWord[]>();
  for (const w of words) {
    const list = lines.get(w.line);
    if (list) list.push(w);
    else lines.set(w.line, [w]);
  }
  const weak = [...lines.entries()]
    .filter(([, ws]) => ws.some((w) => w.confidence < threshold && /[\p{L}\p{N}]/u.test(w.text)))
    .map(([key, ws]) => ({ key, ws, conf: meanConfidence(ws) }))
    .sort((a, b) => a.conf - b.conf)
    .slice(0, maxLines);

  const results = await Promise.all(
    weak.map(async ({ key, ws, conf }) => {
      const x0 = Math.min(...ws.map((w) => w.x0));
      const y0 = Math.min(...ws.map((w) => w.y0));
      const x1 = Math.max(...ws.map((w) => w.x1));
      const y1 = Math.max(...ws.map((w) => w.y1));
      const pad = Math.max(4, Math.round((y1 - y0) * 0.35));
      const left = Math.max(0, x0 - pad);
      const top = Math.max(0, y0 - pad);
      const crop = cropGrey(source, left, top, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad);
      const again = await readTesseractWords(crop, { psm: PSM.singleLine, deadline: opts.deadline });
      const moved = again.map((w) => ({
        ...w,
        x0: w.x0 + left,
        x1: w.x1 + left,
        y0: w.y0 + top,
        y1: w.y1 + top,
        line: key,
      }));
      const better = moved.length > 0 && meanConfidence(moved) > conf + 5;
      return { key, words: better ? moved : undefined };
    }),
  );
  const replacements = new Map(results.filter((r) => r.words).map((r) => [r.key, r.words!]));
  const out: PixelWord[] = [];
  const done = new Set<string>();
  for (const w of words) {
    const replacement = replacements.get(w.line);
    if (!replacement) out.push(w);
    else if (!done.has(w.line)) {
      out.push(...replacement);
      done.add(w.line);
    }
  }
  return { words: out, reread: weak.length, replaced: replacements.size };
}
