import type { PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';
import { similarity } from './find-phrase.ts';
import { looseNormalise } from './value-shape.ts';

/**
 * A value read with a bracketed part the sample's value does not have, glued on or after a gap: "GARDENIA BAKERIES
 * (KL) SDN BHD(I393S6X)" where the sample says "… SDN BHD". A receipt prints the company's registration number in
 * brackets right after its name, and the reading runs the two together; that number is another field (the block rule
 * ends an address before a line in brackets for the same reason). The tail is dropped only when the sample's value
 * ends otherwise and holds no bracketed part with that text, and the part holds a digit (a number, not words); the
 * rest is left to the corrections that follow.
 */
export function withoutBracketTail(read: string, typed: string): string {
  const m = /^(.*\S)\s*\(([^()]*)\)?\s*$/su.exec(read);
  if (!m || /\)\s*$/.test(typed)) return read;
  const [, head, inside] = m as unknown as [string, string, string];
  // a registration or tax number has digits; a bracket read open to the end is often the sample's own words with a
  // misread ")" ("(SETIA ALAMI SDN BHD"), which the corrections after this put right
  if (!/\d/.test(inside)) return read;
  // "(KL)" inside a company name is the sample's own: only a tail the sample does not print goes
  if (typed.replace(/\s+/g, '').includes(`(${inside.replace(/\s+/g, '')}`)) return read;
  return head.replace(/\s+$/, '');
}

/**
 * Fixed text found again without its last word because that word has the bracketed number glued on
 * ("GARDENIA BAK ERIES(KL)SDN" "BHD(139386X)" for "… SDN BHD"): the number makes the whole word unlike the sample's,
 * so the match stopped before it. The word after the match on its line is taken when, its bracket tail cut
 * (`withoutBracketTail`), it brings the text closer to the sample; the tail is cut when the value is corrected.
 */
export function withGluedBracketWord(view: PageView, words: readonly PWord[], typed: string): PWord[] {
  const last = words[words.length - 1];
  const line = last && view.lines.find((l) => l.words.includes(last));
  if (!line) return [...words];
  const next = line.words
    .filter((w) => !words.includes(w) && w.box.x0 >= last.box.x1 - 0.5)
    .sort((a, b) => a.box.x0 - b.box.x0)[0];
  if (!next) return [...words];
  const head = withoutBracketTail(next.text, typed);
  if (head === next.text) return [...words];
  const want = looseNormalise(typed);
  const text = (ws: readonly string[]) => looseNormalise(ws.join(' '));
  const before = similarity(text(words.map((w) => w.text)), want);
  const after = similarity(text([...words.map((w) => w.text), head]), want);
  return after > before ? [...words, next] : [...words];
}
