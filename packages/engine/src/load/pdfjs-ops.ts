/** pdf.js's module, as loadPdfjs (pdfjs.ts) answers it. */
export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * pdf.js's operator codes (its `OPS`), for the stages that read operator lists. A copy, so that those
 * stages can be imported (and build their tables) without loading pdf.js; `checkPdfjsOps` compares it
 * with the loaded pdf.js, so an upgrade that renumbers an operator fails at load, not in the output.
 */
export const OPS: Readonly<Record<keyof Pdfjs['OPS'], number>> = Object.freeze({
  dependency: 1,
  setLineWidth: 2,
  setLineCap: 3,
  setLineJoin: 4,
  setMiterLimit: 5,
  setDash: 6,
  setRenderingIntent: 7,
  setFlatness: 8,
  setGState: 9,
  save: 10,
  restore: 11,
  transform: 12,
  moveTo: 13,
  lineTo: 14,
  curveTo: 15,
  curveTo2: 16,
  curveTo3: 17,
  closePath: 18,
  rectangle: 19,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  endPath: 28,
  clip: 29,
  eoClip: 30,
  beginText: 31,
  endText: 32,
  setCharSpacing: 33,
  setWordSpacing: 34,
  setHScale: 35,
  setLeading: 36,
  setFont: 37,
  setTextRenderingMode: 38,
  setTextRise: 39,
  moveText: 40,
  setLeadingMoveText: 41,
  setTextMatrix: 42,
  nextLine: 43,
  showText: 44,
  showSpacedText: 45,
  nextLineShowText: 46,
  nextLineSetSpacingShowText: 47,
  setCharWidth: 48,
  setCharWidthAndBounds: 49,
  setStrokeColorSpace: 50,
  setFillColorSpace: 51,
  setStrokeColor: 52,
  setStrokeColorN: 53,
  setFillColor: 54,
  setFillColorN: 55,
  setStrokeGray: 56,
  setFillGray: 57,
  setStrokeRGBColor: 58,
  setFillRGBColor: 59,
  setStrokeCMYKColor: 60,
  setFillCMYKColor: 61,
  shadingFill: 62,
  beginInlineImage: 63,
  beginImageData: 64,
  endInlineImage: 65,
  paintXObject: 66,
  markPoint: 67,
  markPointProps: 68,
  beginMarkedContent: 69,
  beginMarkedContentProps: 70,
  endMarkedContent: 71,
  beginCompat: 72,
  endCompat: 73,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  beginGroup: 76,
  endGroup: 77,
  beginAnnotation: 80,
  endAnnotation: 81,
  paintImageMaskXObject: 83,
  paintImageMaskXObjectGroup: 84,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  paintInlineImageXObjectGroup: 87,
  paintImageXObjectRepeat: 88,
  paintImageMaskXObjectRepeat: 89,
  paintSolidColorImageMask: 90,
  constructPath: 91,
  setStrokeTransparent: 92,
  setFillTransparent: 93,
  rawFillPath: 94,
});

let normalize: ((s: string) => string) | null = null;

/** pdf.js's text-layer Unicode normalisation (available once pdf.js is loaded, before any page exists). */
export const normalizeUnicode = (s: string): string => normalize!(s);

export function checkPdfjsOps(pdfjs: Pdfjs): void {
  const theirs = pdfjs.OPS as Record<string, number>;
  const ours = OPS as Record<string, number>;
  const differ = [...new Set([...Object.keys(theirs), ...Object.keys(ours)])].filter((k) => theirs[k] !== ours[k]);
  if (differ.length)
    throw new Error(`pdf.js's operator codes changed (${differ.join(', ')}): update load/pdfjs-ops.ts`);
  normalize = pdfjs.normalizeUnicode;
}
