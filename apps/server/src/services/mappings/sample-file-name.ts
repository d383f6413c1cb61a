import { randomBytes } from 'node:crypto';

/** A display-safe file name: the base name only, odd characters replaced, '.pdf' ensured. */
export function cleanSampleFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${stem || 'template'}.pdf`;
}

/** The same name with a short random suffix, when the plain one is taken. */
export function suffixedFileName(name: string): string {
  return name.replace(/\.pdf$/i, `_${randomBytes(3).toString('hex')}.pdf`);
}

/** '%PDF-' in the first kilobyte (the PDF specification allows leading bytes before it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}
