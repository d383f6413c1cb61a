import type { Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import { glyphOffsets } from './glyph-widths.ts';

/** The fields of a pdf.js TextItem the engine uses. */
export interface TextItemLike {
  str: string;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
}

type Matrix = [number, number, number, number, number, number];

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

// Share of the font size below and above the baseline that a word box covers.
const DESCENT = 0.22;
const ASCENT = 0.78;

interface Chunk { text: string; box: Box; fontSize: number; fontName: string; baseline: number; startsWord: boolean; endsWord: boolean }

/**
 * pdf.js text items (content-stream runs) → words with boxes in viewport points.
 * An item may hold several words (split on whitespace, boxes from estimated glyph
 * widths) and one word may be spread over several items (kerning splits), so
 * touching chunks on one baseline are joined.
 */
export function textItemsToWords(items: readonly TextItemLike[], viewportTransform: number[]): PWord[] {
  const vt = viewportTransform as Matrix;
  const chunks: Chunk[] = [];
  for (const item of items) {
    if (!item.str || !item.transform || item.transform.length < 6) continue;
    chunks.push(...itemChunks(item, vt));
  }
  const merged: Chunk[] = [];
  for (const c of chunks) {
    const prev = merged[merged.length - 1];
    if (prev && !prev.endsWord && !c.startsWord && touches(prev, c)) {
      merged[merged.length - 1] = joinChunks(prev, c);
      continue;
    }
    merged.push(c);
  }
  const words = merged.map(toWord);
  return words.filter((w) => w.text.length > 0 && w.box.x1 > w.box.x0 && w.box.y1 > w.box.y0);
}

function touches(a: Chunk, b: Chunk): boolean {
  const fs = Math.max(a.fontSize, b.fontSize);
  return Math.abs(a.baseline - b.baseline) < 0.25 * fs && b.box.x0 - a.box.x1 < 0.12 * fs && b.box.x0 - a.box.x1 > -0.3 * fs;
}

function joinChunks(a: Chunk, c: Chunk): Chunk {
  const b: Box = a.box;
  const box: Box = { x0: Math.min(b.x0, c.box.x0), y0: Math.min(b.y0, c.box.y0), x1: Math.max(b.x1, c.box.x1), y1: Math.max(b.y1, c.box.y1) };
  return { ...a, text: a.text + c.text, box, endsWord: c.endsWord };
}

function toWord(c: Chunk): PWord {
  return { text: c.text, box: c.box, confidence: 100, source: 'text-layer', fontSize: c.fontSize, fontName: c.fontName };
}

function itemChunks(item: TextItemLike, vt: Matrix): Chunk[] {
  const [a, b, c, d, e, f] = item.transform as Matrix;
  const dirLen = Math.hypot(a, b) || 1;
  const fontSize = Math.hypot(c, d) || item.height || 1;
  const dir: [number, number] = [a / dirLen, b / dirLen];
  const up: [number, number] = [c / (Math.hypot(c, d) || 1), d / (Math.hypot(c, d) || 1)];
  const text = item.str;
  const offsets = glyphOffsets(text);
  const total = offsets[offsets.length - 1] || 1;
  // Item width in user units; a zero width (some generators) falls back to the glyph estimate.
  const width = item.width > 0 ? item.width : total * fontSize;
  const scale = width / total;
  const vScale = Math.hypot(vt[0], vt[1]) || 1;
  const out: Chunk[] = [];
  const chars = [...text];
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && /\s/.test(chars[i]!)) i++;
    if (i >= chars.length) break;
    let j = i;
    while (j < chars.length && !/\s/.test(chars[j]!)) j++;
    const t0 = offsets[i]! * scale, t1 = offsets[j]! * scale;
    const pts: [number, number][] = [];
    for (const t of [t0, t1]) {
      for (const h of [-DESCENT * fontSize, ASCENT * fontSize]) {
        pts.push(apply(vt, e + dir[0] * t + up[0] * h, f + dir[1] * t + up[1] * h));
      }
    }
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const base = apply(vt, e + dir[0] * t0, f + dir[1] * t0);
    out.push({
      text: chars.slice(i, j).join(''),
      box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      fontSize: fontSize * vScale,
      fontName: item.fontName,
      baseline: base[1],
      startsWord: i > 0,
      endsWord: j < chars.length,
    });
    i = j;
  }
  return out;
}
