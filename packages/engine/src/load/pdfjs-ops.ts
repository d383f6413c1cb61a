import type { Pdfjs } from './pdfjs.ts';

/**
 * pdf.js operator codes and its text-layer Unicode normalisation, for the stages that read operator
 * lists. Filled when pdf.js loads (loadPdfjs), which is before any page exists to read.
 */
export const OPS = {} as Pdfjs['OPS'] & Record<string, number>;

let normalize: ((s: string) => string) | null = null;

export const normalizeUnicode = (s: string): string => normalize!(s);

export function fillPdfjsOps(pdfjs: Pdfjs): void {
  Object.assign(OPS, pdfjs.OPS);
  normalize = pdfjs.normalizeUnicode;
}
