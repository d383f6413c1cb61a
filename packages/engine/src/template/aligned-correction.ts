import { alignChars, charsOf, wordsOfChars, type AlignOp } from './align-chars.ts';
import { CHARS_PER_CORRECTION, confirmedBy, lookAlike, type Corrected } from './certain-correction.ts';

/**
 * Small marks a page reading loses: the text detector's box stops at a line's last letter and clips the comma or full
 * stop after it ("KAWASAN PERINDUSTRIAN BALAKONG" for "… BALAKONG,"), and recognition drops a comma squeezed between
 * two words ("TAMPOI81200" for "TAMPOI,81200"). So the lines of a value join without the separator the sample shows.
 */
const DROPPED_MARKS = new Set([',', '.']);
/** Steps on each side of a correction that must read as the sample: a correction inside text that is the sample's. */
const CONTEXT = 2;
/**
 * Share of the longer text's characters that must read exactly as the sample's: below it the reading is another text
 * (a page printed in another case than the sample was typed, another shop), which no part of the sample corrects. The
 * share fixed text must reach to be found at all (apply-field.ts, 0.7).
 */
const SAME_TEXT_SHARE = 0.7;
/** A typed word at least this long proves one misread letter in it (the learned-reading rule's three characters). */
const SLIP_WORD = 3;
/** What a bracket is read as: its curve seen as a stroke ("ISETIA ALAM)" for "(SETIA ALAM)"). */
const BRACKET_STROKES = new Set(['I', 'l', '1', '|', 'J', '!']);

const isLetter = (c: string) => /\p{L}/u.test(c);
const caseOf = (c: string) => (c === c.toUpperCase() ? (c === c.toLowerCase() ? 0 : 1) : 2);

/**
 * A letter read as another letter, or as a digit, in a word of the typed text that is all letters ("HEAUTY" for
 * "BEAUTY", "HARDUARE" for "HARDWARE", "LEVE1" for "LEVEL", "RAWAN9" for "RAWANG"): recognition on a faded or blurred
 * receipt swaps glyphs that are not alike in print, and no word of letters holds a digit. Judged with the rest of the
 * value (the neighbours read as the sample; one such slip per word), so a word that differs in more than one place
 * ("KEPONG" / "KLANG") is another text.
 */
function letterSlip(read: string, want: string, typedWord: string): boolean {
  const readOk = isLetter(read) ? caseOf(read) === caseOf(want) : /\d/.test(read);
  return readOk && isLetter(want) && wordOfLetters(typedWord, SLIP_WORD);
}

/**
 * Whether a typed word is letters only, at least `min` of them, the marks around it aside: "ALAM," is a word of letters
 * followed by a comma ("ALAN," read).
 */
function wordOfLetters(typedWord: string, min: number): boolean {
  const core = typedWord.replace(/^\p{P}+|\p{P}+$/gu, '');
  return core.length >= min && [...core].every(isLetter);
}

/** A long word of letters misses one ("PERINDUSTRAN" for "PERINDUSTRIAN"): the reading skipped a narrow glyph. */
const LOST_LETTER_WORD = 5;
const lostLetter = (want: string, typedWord: string) => isLetter(want) && wordOfLetters(typedWord, LOST_LETTER_WORD);

/**
 * The page's reading of a value corrected towards the sample where the two are the same text, and left as read where
 * they are not (another branch's last line, a letter the OCR read otherwise): session 28, for values over several
 * lines whose reading differs from the sample in one place and is misread in another. The reading and the sample are
 * aligned character by character (whitespace aside); inside stretches that read as the sample:
 * - a look-alike character the sample's word proves wrong is put right (as `certainCorrection` does for a whole value);
 * - one letter read as another letter or a digit inside a word of letters, one letter lost inside a long word of
 *   letters, and a bracket read as a stroke, are put right (session 30: `letterSlip`, `lostLetter`);
 * - a comma or full stop the sample prints that the reading lacks is put back (at a line's end, where lines join, or
 *   between two words);
 * - the spacing is the sample's (how a person types the text, as `certainCorrection` gives it).
 * Elsewhere every character and space is the page's. At most one corrected character per six, as for a whole value,
 * and none where the two are not mostly the same text.
 */
export function alignedCorrection(read: string, typed: string): Corrected {
  const same: Corrected = { value: read, corrected: false };
  const r = charsOf(read),
    s = charsOf(typed);
  const ops = r.length && s.length ? alignChars(r, s) : null;
  if (!ops) return same;
  const matches = ops.filter((op) => op.kind === 'match').length;
  if (matches < SAME_TEXT_SHARE * Math.max(r.length, s.length)) return same;
  const { word, words } = wordsOfChars(typed);
  const readSpace = spacesBefore(read),
    typedSpace = spacesBefore(typed);
  // a step agrees when it reads as the sample or was put right before it ("ALAN SEKSYEN" for "ALAM, SEKSYEN": the
  // letter slip is judged with the comma after it not yet put back, the comma with the slip put right before it)
  const fixedOps = new Set<number>();
  const agrees = (i: number) => !ops[i] || ops[i]!.kind === 'match' || fixedOps.has(i);
  const lostMark = (op: AlignOp | undefined) => op?.kind === 'ins' && DROPPED_MARKS.has(s[op.s!]!);
  const inContext = (k: number) => {
    for (const dir of [-1, 1]) {
      let i = k;
      for (let d = 1; d <= CONTEXT; d++) {
        i += dir;
        // a lost mark after a slip is no disagreement of the letters: it is put back on its own terms, but text read
        // as the sample must follow it (at the value's end nothing confirms the slip: "EHSAM" for "EHSAN,")
        if (dir > 0 && lostMark(ops[i])) {
          while (lostMark(ops[i])) i += dir;
          if (!ops[i]) return false;
        }
        if (!agrees(i)) return false;
      }
    }
    return true;
  };
  const out: { c: string; r: number | null; s: number | null; agree: boolean }[] = [];
  let fixes = 0;
  const slipped = new Set<number>();
  // a mark the sample lacks is dropped only inside the value: some text read as the sample comes after it
  const lastMatch = ops.findLastIndex((o) => o.kind === 'match');
  ops.forEach((op, k) => {
    if (op.kind === 'match') out.push({ c: r[op.r!]!, r: op.r, s: op.s, agree: true });
    else if (op.kind === 'sub') {
      const ri = op.r!,
        sj = op.s!;
      const w = word[sj]!;
      const alike = lookAlike(r[ri]!, s[sj]!) && confirmedBy(words[w]!, r[ri]!, s[sj]!);
      const slip =
        !alike &&
        !slipped.has(w) &&
        (letterSlip(r[ri]!, s[sj]!, words[w]!) || ('()'.includes(s[sj]!) && BRACKET_STROKES.has(r[ri]!)));
      const fix = (alike || slip) && inContext(k);
      if (fix) {
        fixes++;
        fixedOps.add(k);
      }
      if (fix && slip) slipped.add(w);
      out.push({ c: fix ? s[sj]! : r[ri]!, r: ri, s: sj, agree: fix });
    } else if (op.kind === 'del') {
      // a mark read where the sample prints none, inside the value (a speck read as a full stop after "BOOK" of
      // "POPULAR BOOK / CO. (M) SDN BHD"): dropped. At the value's end it stays: a printed "LUMPUR." may end an
      // address its sample was typed without
      if (DROPPED_MARKS.has(r[op.r!]!) && k < lastMatch && inContext(k)) {
        fixes++;
        fixedOps.add(k);
      } else out.push({ c: r[op.r!]!, r: op.r, s: null, agree: false });
    } else if (DROPPED_MARKS.has(s[op.s!]!) && inContext(k)) {
      fixes++;
      fixedOps.add(k);
      out.push({ c: s[op.s!]!, r: null, s: op.s, agree: true });
    } else if (!slipped.has(word[op.s!]!) && lostLetter(s[op.s!]!, words[word[op.s!]!]!) && inContext(k)) {
      fixes++;
      fixedOps.add(k);
      slipped.add(word[op.s!]!);
      out.push({ c: s[op.s!]!, r: null, s: op.s, agree: true });
    }
  });
  if (fixes > Math.max(1, Math.floor(s.length / CHARS_PER_CORRECTION))) return same;
  let value = '';
  out.forEach((o, k) => {
    const prev = out[k - 1];
    if (prev) {
      const sampleSpacing = prev.agree && o.agree && prev.s !== null && o.s === prev.s + 1;
      const space = sampleSpacing
        ? typedSpace[o.s!]
        : o.r !== null && prev.r !== null
          ? readSpace[o.r]
          : o.s !== null
            ? typedSpace[o.s]
            : readSpace[o.r!];
      if (space) value += ' ';
    }
    value += o.c;
  });
  return value === read.replace(/\s+/g, ' ').trim() ? same : { value, corrected: true };
}

/** For each non-whitespace character of a text, whether whitespace comes right before it. */
function spacesBefore(text: string): boolean[] {
  const out: boolean[] = [];
  let space = false;
  for (const c of text.trim()) {
    if (/\s/.test(c)) space = true;
    else {
      out.push(space);
      space = false;
    }
  }
  return out;
}
