/**
 * Characters OCR mistakes for one another because their glyphs look alike. A character read on
 * the page is put back to the sample's only within one group: "5DN BHD" read where the sample
 * says "SDN BHD" is corrected, "KEPONG" read where the sample says "KLANG" is another branch.
 */
const CONFUSABLE_GROUPS = [
  '0OoD',
  '5Ss',
  '1lI|i!',
  '8B',
  '2Zz',
  '6G',
  'cC',
  'xX',
  'vV',
  'wW',
  'uU',
  ',.',
  ':;',
  '({[',
  ')}]',
  'Y¥',
];
const GROUP = new Map<string, number>(CONFUSABLE_GROUPS.flatMap((g, i) => [...g].map((c) => [c, i] as const)));

/** Whether OCR mistakes one character for the other (both in one look-alike group). */
export const lookAlike = (read: string, want: string): boolean =>
  GROUP.get(read) !== undefined && GROUP.get(read) === GROUP.get(want) && !commaForStop(read, want);

/**
 * A comma read where the sample says full stop stays a comma: faded print loses a comma's tail ("33.JALAN" for
 * "33, JALAN"), it seldom grows one (docs/engine.md, session 30 second round: 11 of 172 printed commas read as stops,
 * 4 of 245 stops as commas); a sample whose faint comma was read and typed as a full stop ("PANAS.") would otherwise
 * rewrite every clearly printed "PANAS," after it.
 */
const commaForStop = (read: string, want: string) => read === ',' && want === '.';

/** At most one corrected character per this many non-space characters: more is another text, not OCR noise. */
export const CHARS_PER_CORRECTION = 6;

export interface Corrected {
  value: string;
  /** the value differs from the text read on the page */
  corrected: boolean;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => /\p{L}/u.test(c);

/**
 * The text read on the page, corrected towards the sample only where the correction is certain:
 * the two have the same characters apart from spacing and a few single look-alike characters,
 * and each look-alike is confirmed by the sample's own word (a letter for a digit only inside a
 * word of letters, "5DN" → "SDN"; a digit for a letter only inside a number, "2O17" → "2017").
 * Anything else (a character missing or added, another word) is the page's text, unchanged.
 */
export function certainCorrection(read: string, sample: string): Corrected {
  const same: Corrected = { value: read, corrected: false };
  const r = [...read.replace(/\s+/g, '')],
    s = [...sample.replace(/\s+/g, '')];
  if (!r.length || r.length !== s.length) return same;
  const words = sampleWordOf(sample);
  let fixes = 0;
  for (let i = 0; i < s.length; i++) {
    if (r[i] === s[i]) continue;
    if (!lookAlike(r[i]!, s[i]!)) return same;
    if (!confirmedBy(words[i]!, r[i]!, s[i]!)) return same;
    fixes++;
  }
  if (fixes > Math.max(1, Math.floor(s.length / CHARS_PER_CORRECTION))) return same;
  const value = sample.replace(/\s+/g, ' ').trim();
  return value === read.replace(/\s+/g, ' ').trim() ? same : { value, corrected: true };
}

/** For each non-space character of the sample, the non-space word it belongs to. */
function sampleWordOf(sample: string): string[] {
  return sample
    .trim()
    .split(/\s+/)
    .flatMap((w) => [...w].map(() => w));
}

/**
 * Whether the sample's word proves the read character wrong: a digit/letter swap only where the
 * rest of the word is all letters (or all digits); a same-kind swap (case, "," for ".") always.
 */
export function confirmedBy(word: string, read: string, want: string): boolean {
  if (isDigit(read) === isDigit(want) && isLetter(read) === isLetter(want)) return true;
  const rest = [...word].filter((c) => isDigit(c) || isLetter(c));
  return isDigit(want) ? rest.every(isDigit) : rest.every((c) => isLetter(c));
}
