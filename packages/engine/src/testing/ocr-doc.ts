import type { DocumentModel, Polygon } from '@paperbridge/contracts';

/** A word as a test places it on a photographed page: its text and its box in pixels. */
export interface OcrTestWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One page of a test OCR document: its size in pixels and its lines (each a run of words, left to right). */
export interface OcrTestPage {
  width: number;
  height: number;
  lines: OcrTestWord[][];
}

const polygon = (w: OcrTestWord, page: OcrTestPage): Polygon => {
  const x0 = w.x0 / page.width,
    y0 = w.y0 / page.height,
    x1 = w.x1 / page.width,
    y1 = w.y1 / page.height;
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
};

/**
 * A document model as the OCR stage gives it for a photo, built from words placed in pixels: the rules that read a
 * receipt's OCR (boxes the text detector cut or stretched, photos at other resolutions) are tested on the exact
 * boxes they are about, which a PDF made in the test cannot give.
 */
export function ocrDoc(pages: readonly OcrTestPage[], fileName = 'photo.jpg'): DocumentModel {
  return {
    fileName,
    type: 'jpeg',
    pageCount: pages.length,
    pages: pages.map((page, i) => {
      const words = page.lines.flat();
      let next = 0;
      const lines = page.lines.map((ws) => {
        const wordIndexes = ws.map(() => next++);
        const box = {
          text: ws.map((w) => w.text).join(' '),
          x0: Math.min(...ws.map((w) => w.x0)),
          y0: Math.min(...ws.map((w) => w.y0)),
          x1: Math.max(...ws.map((w) => w.x1)),
          y1: Math.max(...ws.map((w) => w.y1)),
        };
        return { text: box.text, polygon: polygon(box, page), wordIndexes };
      });
      return {
        pageNumber: i + 1,
        width: page.width,
        height: page.height,
        rotation: 0 as const,
        skew: 0,
        source: 'ocr' as const,
        words: words.map((w) => ({ text: w.text, polygon: polygon(w, page), confidence: 90, source: 'ocr' as const })),
        lines,
        blocks: [],
        rulings: [],
      };
    }),
    keyValues: [],
    tables: [],
  };
}

/**
 * A line of words set left to right from x at the row y (pixels), each word `charWidth` wide per character with one
 * space between: a quick way to lay out a receipt's rows.
 */
export function row(text: string, x: number, y: number, height = 20, charWidth = 12): OcrTestWord[] {
  const out: OcrTestWord[] = [];
  let at = x;
  for (const t of text.split(/\s+/).filter(Boolean)) {
    out.push({ text: t, x0: at, y0: y, x1: at + t.length * charWidth, y1: y + height });
    at += (t.length + 1) * charWidth;
  }
  return out;
}
