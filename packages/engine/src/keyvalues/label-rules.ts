import type { PWord } from '../model/internal.types.ts';

/** A word that ends a label: "Total:" but not a time like "12:30" or a URL. */
export function isColonWord(text: string): boolean {
  if (!text.endsWith(':') || text.length < 2) return false;
  return /\p{L}/u.test(text) || /[#)]:$/.test(text);
}

/**
 * Words that read like a label: short, starting with a letter, mostly letters. Abbreviation dots and hyphens
 * are not counted against it: "USt.-Id.-Nr.:" is as much a label as "Steuernummer:".
 */
export function isLabelLike(words: readonly PWord[], maxWords = 6): boolean {
  if (!words.length || words.length > maxWords) return false;
  const text = words.map((w) => w.text).join(' ');
  if (!/^[\p{L}#(]/u.test(text)) return false;
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).length;
  const counted = text.replace(/[\s.:-]/g, '').length;
  return letters > 0 && letters / counted >= 0.6;
}

export const hasDigit = (text: string): boolean => /\d/.test(text);

export const stripColon = (text: string): string => text.replace(/\s*:\s*$/, '').trim();

export const minConfidence = (words: readonly PWord[]): number =>
  words.reduce((m, w) => Math.min(m, w.confidence), 100) / 100;
