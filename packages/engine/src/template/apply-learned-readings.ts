import type { AppliedField, LearnedReading, TemplateField } from '@paperbridge/contracts';
import { alignChars, charsOf, wordsOfChars } from './align-chars.ts';
import { similarity } from './find-phrase.ts';
import { looseNormalise } from './value-shape.ts';

/**
 * How alike a page's reading and the confirmed text must be for the one to be a misreading of the other
 * ("SANYO STATIONERY SHOP" for "SANYU STATIONERY SHOP"); below it the person typed another value (another
 * branch, another shop), which is not a reading to learn.
 */
export const MISREADING_SIMILARITY = 0.6;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
/** How readings are compared: the same text but for case and spacing is the same reading. */
export const readingKey = (s: string): string => collapse(s).toLowerCase();
const key = readingKey;

/**
 * Whether a learned reading can be kept for a field: only free text (a name, an address) that the layout
 * prints the same on every document. A date or an amount differs from document to document: "68.44 means
 * 68.41" learned on one receipt would rewrite a later receipt that really totals 68.44.
 */
export function canLearnReading(field: Pick<TemplateField, 'shape'>, read: string, value: string): boolean {
  if ((field.shape ?? 'text') !== 'text') return false;
  const r = collapse(read),
    v = collapse(value);
  if (!r || !v || key(r) === key(v)) return false;
  return similarity(looseNormalise(r), looseNormalise(v)) >= MISREADING_SIMILARITY;
}

/** Typed words shorter than this (letters and digits) are abbreviations or codes: "SD" typed for a printed "SC". */
const MIN_MISREAD_WORD = 3;

/**
 * Whether the text typed on a sample differs from the sample's reading the way a misreading does: in a letter or digit
 * of a word of at least three characters ("SANYU" read "SANYO", "LOT" read "L", "31G&33G" read "31G833G"). A typist's
 * rendering of what the page prints is no misreading: punctuation and spacing ("KUALA LUMPUR" typed for the printed
 * "KUALA LUMPUR."), or a one- or two-letter word ("SD" typed where every receipt prints "SC"); there the page's reading
 * stands on later documents (session 28). The word rule of `wordSwaps` already refused such short words.
 */
export function differsByMisreading(read: string, typed: string): boolean {
  const r = charsOf(read.toLowerCase()),
    s = charsOf(typed.toLowerCase());
  const ops = alignChars(r, s);
  // too long to align: judged as before, by the similarity alone
  if (!ops) return true;
  const { word, words } = wordsOfChars(typed);
  const alnum = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);
  const wordLength = (k: number | undefined) =>
    k === undefined ? 0 : [...(words[k] ?? '')].filter((c) => alnum(c)).length;
  let lastS: number | undefined;
  for (const op of ops) {
    if (op.s !== null) lastS = op.s;
    if (op.kind === 'match') continue;
    const rc = op.r === null ? undefined : r[op.r],
      sc = op.s === null ? undefined : s[op.s];
    if (!alnum(rc) && !alnum(sc)) continue;
    // a character only the reading has belongs to the typed word around it
    const at = op.s ?? lastS ?? 0;
    if (wordLength(word[at]) >= MIN_MISREAD_WORD) return true;
  }
  return false;
}

/** A reading learned for a field, with a stable id (the same reading learned twice is the same rule). */
export function newReading(
  field: string,
  read: string,
  value: string,
  origin: LearnedReading['origin'],
  source: { learnedFrom?: string; learnedAt?: string } = {},
): LearnedReading {
  return { id: readingId(field, read, value), read: collapse(read), value: collapse(value), origin, ...source };
}

/** A field's readings with one more: a reading of the same text replaces the earlier one (the latest confirmation wins). */
export function withReading(
  readings: readonly LearnedReading[] | undefined,
  reading: LearnedReading,
): LearnedReading[] {
  return [...(readings ?? []).filter((r) => key(r.read) !== key(reading.read)), reading];
}

/**
 * The field's fixed value, or its reading with the misreadings a person confirmed put right: the whole
 * reading when the page read exactly what was corrected before, else word by word where the corrected
 * reading differed from the confirmed text in single words ("SANYO" → "SANYU" also mends "SANYO STATIONERY").
 * The page's reading stays as `readAs`; a value already put right is left alone, so applying twice changes nothing.
 */
export function applyLearnedReadings(
  field: Pick<TemplateField, 'fixedValue' | 'readings' | 'upperCase'>,
  got: AppliedField,
): AppliedField {
  if (field.fixedValue !== undefined && field.fixedValue.trim() !== '') {
    const value = field.fixedValue.trim();
    const read = got.readAs ?? got.value;
    return {
      value,
      confidence: 1,
      page: got.page,
      polygon: got.polygon,
      missing: false,
      source: 'fixed',
      ...(read !== null && read !== undefined && collapse(read) !== value ? { readAs: read } : {}),
    };
  }
  if (
    !field.readings?.length ||
    got.missing ||
    got.value === null ||
    got.source === 'learned' ||
    got.source === 'fixed'
  )
    return got;
  // what the page read: a value already corrected towards the sample keeps the page's text in readAs
  const page = got.readAs ?? got.value;
  const mended = mend(page, field.readings);
  if (mended === null) return got;
  const value = field.upperCase ? mended.toUpperCase() : mended;
  // a value the sample's spelling already put right is still the learned reading's: a person confirmed this misreading,
  // which is stronger evidence than the spelling (the confidence weighs 'learned' higher than 'corrected')
  if (value === got.value && got.source !== 'corrected') return got;
  return { ...got, value, source: 'learned', readAs: page };
}

/** The reading put right by the learned readings, or null when none applies. Latest readings first. */
function mend(page: string, readings: readonly LearnedReading[]): string | null {
  const latest = [...readings].reverse();
  const whole = latest.find((r) => key(r.read) === key(page));
  if (whole) return whole.value;
  const swaps = new Map<string, string>();
  for (const r of latest) {
    for (const [from, to] of wordSwaps(r.read, r.value)) if (!swaps.has(from)) swaps.set(from, to);
  }
  if (!swaps.size) return null;
  let changed = false;
  const words = collapse(page)
    .split(' ')
    .map((w) => {
      const to = swaps.get(w.toLowerCase());
      if (to === undefined) return w;
      changed = true;
      return to;
    });
  return changed ? words.join(' ') : null;
}

/**
 * The single words a confirmed text put right in a reading of the same word count: ("SANYO STATIONERY SHOP",
 * "SANYU STATIONERY SHOP") gives sanyo → SANYU. Only words with letters that are misreadings of each other:
 * a number that differs is another value, not a misreading.
 */
function wordSwaps(read: string, value: string): [string, string][] {
  const r = collapse(read).split(' '),
    v = collapse(value).split(' ');
  if (r.length !== v.length) return [];
  const out: [string, string][] = [];
  for (let i = 0; i < r.length; i++) {
    const a = r[i]!,
      b = v[i]!;
    if (a.toLowerCase() === b.toLowerCase()) continue;
    if (!/\p{L}{2}/u.test(b) || a.length < 3 || similarity(a.toLowerCase(), b.toLowerCase()) < MISREADING_SIMILARITY)
      return [];
    out.push([a.toLowerCase(), b]);
  }
  return out;
}

/** A short stable id (FNV-1a of the field, the reading and the value). */
function readingId(field: string, read: string, value: string): string {
  let h = 0x811c9dc5;
  for (const c of `${field}\u0000${key(read)}\u0000${collapse(value)}`) {
    h ^= c.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `r${h.toString(36)}`;
}
