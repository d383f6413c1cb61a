import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { unionBoxes } from '../geometry/box.ts';
import { boxToPolygon, polygonToBox } from '../geometry/polygon.ts';
import type { LayoutValue } from './layout-value.types.ts';
import { top } from './line-box.ts';
import { dateIn } from './value-kind.ts';

type Page = DocumentModel['pages'][number];
type Word = Page['words'][number];

const plain = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A word that names the document, German compounds included: "Handelsrechnung", "Rechnungskorrektur", "Facture", "Factuur". */
const TITLE_WORD =
  /^(?:\p{L}*rechnung\p{L}*|\p{L}*gutschrift|invoice|receipt|facture|avoir|factuur|creditnota|factura|fattura|faktura|quittung|note|nota)$/u;
/** "note" and "nota" name the document only as a credit or debit note. */
const NOTE_WORD = /^(?:note|nota)$/;
const NOTE_OF = /^(?:credit|debit)$/;
const NOTE_WHAT = /^(?:credito|debito)$/;
/** The number sign of the title: "Nr.", "No.", "n°", "nº" (read "no"), "n.º", "#", "Number:", "Nummer", "Número", "n." (Italian). */
const MARKER = /^(?:nr|no|n\.o|n°|n|num|number|nummer|numero|#)[.:]{0,2}$/;
const GLUED = /^(nr\.?|no\.?|n°|#)(\S*\d\S*)$/iu;
/** A word before the sign that makes it another number's: "Rechnung gemäß Bestellung Nr. 2018-471331". */
const OTHER_NUMBER =
  /^(?:order|po|purchase|delivery|customer|client|account|contract|bestell\p{L}*|auftrag\p{L}*|liefer\p{L}*|kunde\p{L}*|konto|vertrag\p{L}*|commande|livraison|bestelling|klant|levering|pedido|albaran|ordine|cliente|contratto|ddt)$/u;
/** Words that join the number to its date: "vom", "du", "of", "dated", "d.d.", "del", "van", "z dnia". */
const DATE_JOIN =
  /^(?:vom|von|am|den|du|le|en date du|of|dated|date|from|on|d\.d\.|dd|van|per|del|de|dal|il|z|dnia|datum|fecha|data)[.:,]?$/;

/** The value and date a title line carries, each as printed, with the words it covers. */
export interface TitleLineFields {
  number: LayoutValue | null;
  date: LayoutValue | null;
}

const union = (ws: readonly Word[]): Polygon =>
  boxToPolygon(unionBoxes(ws.map((w) => polygonToBox(w.polygon, 1, 1))), 1, 1);
/** A value without the sentence's punctuation after it: "471102," → "471102". */
const trimValue = (s: string) => s.replace(/[.,;:)]+$/, '');

/**
 * The document's number and date inside its title line, where no label of their own carries them:
 * "Handelsrechnung (380) Nr. 471102 vom 05.03.2018", "Facture n° 562044387 du 02 juillet 2015",
 * "Factuur nr. 2018-001 d.d. 5-3-2018", "Credit Note No. CN-7 dated 3 March 2021". The title word opens the
 * line (a code or a qualifier may follow it before the sign), the number follows its sign ("Nr.", "No.", "n°",
 * "#"), or follows the title word directly when a date joined by "vom", "du", "of"… comes after it. The topmost
 * such line in the upper 60% of the first page counts. Both values are the page's own words.
 */
export function titleLineFields(doc: Pick<DocumentModel, 'pages'>): TitleLineFields {
  const page = doc.pages[0];
  const none = { number: null, date: null };
  if (!page) return none;
  // a letter's title may stand under the window envelope's address block, half-way down the page
  const lines = page.lines.filter((l) => top(l) < 0.6).sort((a, b) => top(a) - top(b));
  for (const line of lines) {
    const words = line.wordIndexes.map((i) => page.words[i]).filter((w): w is Word => !!w);
    const found = readTitleLine(words);
    if (!found) continue;
    const { valueAt, value, rest } = found;
    const number: LayoutValue = {
      value,
      confidence: found.signed ? 0.7 : 0.6,
      page: page.pageNumber,
      polygon: union([words[valueAt]!]),
    };
    return { number, date: dateAfter(words.slice(rest), page.pageNumber) };
  }
  return none;
}

interface Found {
  valueAt: number;
  value: string;
  signed: boolean;
  rest: number;
}

function readTitleLine(words: readonly Word[]): Found | null {
  const p = words.map((w) => plain(w.text).replace(/[:.]+$/, ''));
  const t = p.findIndex(
    (w, i) =>
      i <= 2 &&
      TITLE_WORD.test(w) &&
      (!NOTE_WORD.test(w) ||
        NOTE_OF.test(p[i - 1] ?? '') ||
        NOTE_WHAT.test(p[i + 2] ?? '') ||
        NOTE_WHAT.test(p[i + 1] ?? '')),
  );
  if (t < 0) return null;
  for (let k = t + 1; k < Math.min(words.length, t + 8); k++) {
    const raw = words[k]!.text;
    const glued = GLUED.exec(raw);
    if (glued && !OTHER_NUMBER.test(p[k - 1] ?? ''))
      return { valueAt: k, value: trimValue(glued[2]!), signed: true, rest: k + 1 };
    if (MARKER.test(plain(raw)) && k + 1 < words.length && /\d/.test(words[k + 1]!.text)) {
      if (OTHER_NUMBER.test(p[k - 1] ?? '')) return null;
      return { valueAt: k + 1, value: trimValue(words[k + 1]!.text), signed: true, rest: k + 2 };
    }
  }
  // "Invoice 2018-0042 dated 5 March 2018": no sign, so the number stands right after the title and a date follows it
  const next = words[t + 1];
  if (
    next &&
    /\d/.test(next.text) &&
    !dateIn(next.text) &&
    DATE_JOIN.test(p[t + 2] ?? '') &&
    dateIn(
      words
        .slice(t + 3)
        .map((w) => w.text)
        .join(' '),
    )
  ) {
    return { valueAt: t + 1, value: trimValue(next.text), signed: false, rest: t + 2 };
  }
  return null;
}

/** The date after the number: joined by "vom", "du", "of"… (stronger), or within two words of it. */
function dateAfter(words: readonly Word[], pageNumber: number): LayoutValue | null {
  let k = 0;
  while (k < words.length && k < 3 && DATE_JOIN.test(plain(words[k]!.text))) k++;
  const joined = k > 0;
  for (let s = k; s < Math.min(words.length, k + 3); s++) {
    const text = words
      .slice(s)
      .map((w) => w.text)
      .join(' ');
    const d = dateIn(text);
    if (!d || !text.startsWith(d.split(' ')[0]!)) continue;
    const span = d.split(' ').length;
    return { value: d, confidence: joined ? 0.7 : 0.6, page: pageNumber, polygon: union(words.slice(s, s + span)) };
  }
  return null;
}
