import { pdfjs } from './pdfjs.ts';

/** pdf.js operator codes and its text-layer Unicode normalisation, for the stages that read operator lists. */
export const OPS = pdfjs.OPS as Record<string, number> & typeof pdfjs.OPS;
export const normalizeUnicode: (s: string) => string = pdfjs.normalizeUnicode;
