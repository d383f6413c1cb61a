import type { PWord } from '../model/internal.types.ts';

/**
 * Words read as one line of text (single spaces between them), and the words a character range of that text lies in:
 * a date or amount found in the text is mapped back to the words, and so to a place on the page.
 */
export function joinedWords(words: readonly PWord[]): {
  text: string;
  within: (start: number, end: number) => PWord[];
} {
  const starts: number[] = [];
  let text = '';
  for (const w of words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  const within = (start: number, end: number) =>
    words.filter((w, i) => starts[i]! < end && starts[i]! + w.text.length > start);
  return { text, within };
}
