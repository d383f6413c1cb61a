/**
 * Currency signs beside amounts, taken from Tesseract where PP-OCR's words win a line.
 *
 * PP-OCR's Chinese/Latin recogniser misses the signs Latin documents print
 * beside amounts, and Tesseract reads them well (session 26, on 7 SROIE
 * dollar receipts and 10 rendered invoices):
 * - "$" is in its dictionary but read as the letter S ("S8.20") or left out;
 * - "€" is not in its dictionary at all: left out ("399,00" for "€ 399,00"),
 *   or read as "E", "∈" or "e" (all 100 euro signs of 7 invoices were lost).
 * So where Tesseract read a sign directly before or after an amount, and
 * PP-OCR's word at the same spot is that amount (bare, or with the sign's
 * look-alike letter on that side), the sign is taken: attached where
 * Tesseract read it attached ("€717,97", "9,34€"), as Tesseract's own word
 * where Tesseract read it apart ("€ 399,00"; PP-OCR's look-alike word there
 * is dropped). Where PP-OCR ran the amount into the word before it through
 * punctuation ("Amount:S8.20") and Tesseract read two words, the amount is
 * split off at Tesseract's boundary, with or without a sign restored: a
 * receipt's label-value rows need "Total Amount:" apart from "$8.20".
 *
 * Both readings are needed: an amount shape alone would turn a genuine S before
 * digits (a size "S1.50") into a price, and Tesseract's sign alone says
 * nothing about which PP-OCR word it stands for. PP-OCR's amount has a decimal
 * mark and two or three decimals, so "S1", "SKU5.0", "S/N" and dates never
 * qualify. Other signs ("£", "¥", "₹") are not measured and left alone.
 */
import type { OcrBox, OcrWord } from '../ocr.types.ts';

type Sign = '$' | '€';
type Side = 'before' | 'after';

/** what PP-OCR reads for each sign: a letter beside the amount, or a word of its own */
const LOOK_ALIKE: Record<Sign, string> = { $: 'S', '€': 'E∈e' };
/**
 * Tesseract's sign directly before a digit, or directly after one (its digits may be misread: they are not taken;
 * nor is what comes before the sign through punctuation, as in "“$8.20" or "Amount:$8.20")
 */
const SIGN_FIRST = /^(?:.*[^\p{L}\p{N}])?([$€])-?\d\S*$/u;
const SIGN_LAST = /^\S*\d([$€])[^\p{L}\p{N}]*$/u;
const LONE_SIGN = /^[$€]$/u;
const STARTS_WITH_DIGIT = /^-?\d/u;
const ENDS_WITH_DIGIT = /\d$/u;
/** PP-OCR's amount: a decimal mark and two or three decimals */
const PPOCR_AMOUNT = '-?\\d[\\d.,]*[.,]\\d{2,3}';

/** A sign Tesseract read beside an amount: which, on which side, where the amount is, and the sign's own word if apart. */
interface SignSeen {
  sign: Sign;
  side: Side;
  amountBox: OcrBox;
  apart?: OcrWord;
}

/**
 * The PP-OCR words of one line with the currency signs Tesseract read beside their amounts (box and confidence stay
 * PP-OCR's; a sign read apart comes as Tesseract's word). `tesseractWords`: Tesseract's words in the same line.
 */
export function restoreCurrencySigns(
  ppocrWords: readonly OcrWord[],
  tesseractWords: readonly OcrWord[],
): { words: OcrWord[]; restored: number } {
  let words = [...ppocrWords];
  let restored = 0;
  const done = new Set<OcrWord>();
  for (const seen of signsSeen(tesseractWords)) {
    const i = words.findIndex(
      (w) => !done.has(w) && sameSpot(w.box, seen.amountBox) && ppocrAmount(w.text, seen) !== null,
    );
    if (i < 0) continue;
    const word = words[i]!;
    const { head, read, amount, tail } = ppocrAmount(word.text, seen)!;
    const boundary = (seen.apart?.box ?? seen.amountBox).x0;
    // Tesseract read the amount as a word of its own where PP-OCR ran it into the word before ("Amount:S8.20")
    const split =
      head !== '' &&
      boundary > word.box.x0 + ((word.box.x1 - word.box.x0) * [...head].length) / (2 * [...word.text].length);
    if (read === seen.sign && !split) continue; // PP-OCR read the sign, and the word is as Tesseract splits it
    if (read !== seen.sign) restored++;
    const apart = (head === '' || split) && tail === '' ? seen.apart : undefined;
    const signed = apart ? amount : (seen.side === 'before' ? seen.sign + amount : amount + seen.sign) + tail;
    const parts: OcrWord[] = split
      ? [
          { ...word, text: head, box: { ...word.box, x1: boundary } },
          { ...word, text: signed, box: { ...word.box, x0: boundary } },
        ]
      : [{ ...word, text: head + signed }];
    words.splice(i, 1, ...parts);
    parts.forEach((w) => done.add(w));
    if (apart) {
      words = words.filter(
        (w) => !(w.text.length === 1 && LOOK_ALIKE[seen.sign].includes(w.text) && sameSpot(w.box, apart.box)),
      );
      words.push(apart);
    }
  }
  // by centre: PP-OCR's word box may still take in the look-alike letter left of the amount
  if (done.size > 0) words.sort((a, b) => a.box.x0 + a.box.x1 - b.box.x0 - b.box.x1);
  return { words, restored };
}

function signsSeen(tesseractWords: readonly OcrWord[]): SignSeen[] {
  const line = [...tesseractWords].sort((a, b) => a.box.x0 - b.box.x0);
  const seen: SignSeen[] = [];
  line.forEach((w, i) => {
    const first = SIGN_FIRST.exec(w.text);
    const last = SIGN_LAST.exec(w.text);
    if (first) seen.push({ sign: first[1] as Sign, side: 'before', amountBox: w.box });
    else if (last) seen.push({ sign: last[1] as Sign, side: 'after', amountBox: w.box });
    else if (LONE_SIGN.test(w.text)) {
      const next = line[i + 1];
      const previous = line[i - 1];
      if (next && STARTS_WITH_DIGIT.test(next.text) && close(w, next))
        seen.push({ sign: w.text as Sign, side: 'before', amountBox: next.box, apart: w });
      else if (previous && ENDS_WITH_DIGIT.test(previous.text) && close(previous, w))
        seen.push({ sign: w.text as Sign, side: 'after', amountBox: previous.box, apart: w });
    }
  });
  return seen;
}

/** A sign read apart belongs to the amount beside it: at most two of the amount's character widths between them. */
function close(left: OcrWord, right: OcrWord): boolean {
  const amount = LONE_SIGN.test(left.text) ? right : left;
  const charWidth = (amount.box.x1 - amount.box.x0) / Math.max(1, [...amount.text].length);
  return right.box.x0 - left.box.x1 <= 2 * charWidth;
}

/**
 * PP-OCR's word as an amount, with what it read on the sign's side (the sign, its look-alike letter, or nothing), or
 * null. A word PP-OCR ran into it through punctuation ("Amount:S8.20") is kept as head or tail.
 */
function ppocrAmount(
  text: string,
  seen: SignSeen,
): { head: string; read: string; amount: string; tail: string } | null {
  const read = `([${seen.sign === '$' ? '\\$' : seen.sign}${LOOK_ALIKE[seen.sign]}]?)`;
  const shape =
    seen.side === 'before'
      ? `^(|.*[^\\p{L}\\p{N}$€])${read}(${PPOCR_AMOUNT})()$`
      : `^()(${PPOCR_AMOUNT})${read}(|[^\\p{L}\\p{N}$€].*)$`;
  const match = new RegExp(shape, 'u').exec(text);
  if (!match) return null;
  return seen.side === 'before'
    ? { head: match[1]!, read: match[2]!, amount: match[3]!, tail: match[4]! }
    : { head: match[1]!, amount: match[2]!, read: match[3]!, tail: match[4]! };
}

/**
 * Across the line (the words are known to share it), either word's centre lies within the other: a neighbouring
 * amount that merely touches PP-OCR's looser word box does not count.
 */
const sameSpot = (a: OcrBox, b: OcrBox) => within((a.x0 + a.x1) / 2, b) || within((b.x0 + b.x1) / 2, a);
const within = (x: number, box: OcrBox) => x >= box.x0 && x <= box.x1;
