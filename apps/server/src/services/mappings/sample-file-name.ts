import { randomBytes } from 'node:crypto';

const KNOWN_EXT = /\.(pdf|jpe?g|png|tiff?)$/i;

/**
 * A display-safe file name: the base name only, odd characters replaced, and the extension of the
 * file's real type ('.pdf' unless told otherwise: a photo named 'scan.pdf' becomes 'scan.jpg').
 */
export function cleanSampleFileName(original: string, ext = 'pdf'): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(KNOWN_EXT, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${stem || 'template'}.${ext}`;
}

/** The same name with a short random suffix before its extension, when the plain one is taken. */
export function suffixedFileName(name: string): string {
  const suffix = `_${randomBytes(3).toString('hex')}`;
  return /\.[a-z]+$/i.test(name) ? name.replace(/(\.[a-z]+)$/i, `${suffix}$1`) : `${name}${suffix}`;
}
