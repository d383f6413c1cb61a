import type { AppliedField, LearnedReading, TemplateField } from '@paperbridge/contracts';
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
  if (value === got.value) return got;
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
