/**
 * Month names with their numbers, in the corpora's languages (en, nl, de, fr, es, it, pl, ms), written as the
 * page prints them once diacritics are removed and case folded ("März" → "marz"). value-kind.ts only needs to
 * know that a word is a month; reading a date needs which one.
 */
const NAMES: readonly (readonly string[])[] = [
  /* 1 */ [
    'january',
    'jan',
    'januari',
    'januar',
    'janner',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
    'stycznia',
    'styczen',
    'sty',
  ],
  /* 2 */ ['february', 'feb', 'februari', 'februar', 'fevrier', 'fevr', 'fev', 'febrero', 'febbraio', 'lutego', 'luty'],
  /* 3 */ ['march', 'mar', 'maart', 'mrt', 'marz', 'maerz', 'mars', 'marzo', 'marca', 'marzec', 'mac'],
  /* 4 */ ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwietnia', 'kwiecien', 'kwi'],
  /* 5 */ ['may', 'mei', 'mai', 'mayo', 'maggio', 'mag', 'maja', 'maj'],
  /* 6 */ ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'czerwca', 'czerwiec'],
  /* 7 */ ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'lipca', 'lipiec', 'julai'],
  /* 8 */ ['august', 'aug', 'augustus', 'aout', 'agosto', 'ago', 'sierpnia', 'sierpien', 'ogos'],
  /* 9 */ ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'wrzesnia', 'wrzesien'],
  /* 10 */ ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'pazdziernika', 'pazdziernik'],
  /* 11 */ ['november', 'nov', 'novembre', 'noviembre', 'listopada', 'listopad'],
  /* 12 */ [
    'december',
    'dec',
    'dezember',
    'dez',
    'decembre',
    'diciembre',
    'dicembre',
    'dic',
    'grudnia',
    'grudzien',
    'disember',
    'dis',
  ],
];

const NUMBER_OF = new Map<string, number>(NAMES.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

/** A regex alternation of every month name, longest first so "march" wins over "mar". */
export const MONTH_NAME = [...NUMBER_OF.keys()].sort((a, b) => b.length - a.length).join('|');

/** The month's number (1-12) of a name as printed ("März", "Sept.", "OGOS"), or null. */
export function monthNumber(name: string): number | null {
  return NUMBER_OF.get(foldText(name).replace(/\.$/, '')) ?? null;
}

/**
 * Case and diacritics folded so one spelling matches: "März" → "marz", "Août" → "aout", "Września" → "wrzesnia".
 * Character by character and length-preserving, so a position found in the folded text is the same in the original.
 */
export function foldText(text: string): string {
  return text.replace(/[A-Z]|[^ -~\s]/g, foldChar);
}

function foldChar(c: string): string {
  const f = (c === 'ł' || c === 'Ł' ? 'l' : c.normalize('NFKD').replace(/\p{M}/gu, '')).toLowerCase();
  return f.length === c.length ? f : c;
}

/** English month names, for messages a reviewer reads. */
export const ENGLISH_MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
