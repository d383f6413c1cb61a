import type {
  DocumentModel,
  Template,
  TemplateAnchor,
  TemplateField,
  TemplateFieldLocation,
  TemplateValues,
} from '@paperbridge/contracts';
import { centerX, centerY, overlap1d, unionBoxes, type Box } from '../geometry/box.ts';
import { polygonToBox } from '../geometry/polygon.ts';
import { ruleForLabel } from '../fields/field-vocabulary.ts';
import type { LayoutValue } from '../fields/layout-value.types.ts';
import { titleLineFields, type TitleLineFields } from '../fields/title-line-fields.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PWord } from '../model/internal.types.ts';
import { viewPages, toNormBox, withinWordGap, type PageView } from './doc-view.ts';
import { findPhrase, similarity, type PhraseMatch } from './find-phrase.ts';
import { learnAnchorContext } from './anchor-context.ts';
import { nearestLines, onPlace, wordsInPlace, type ValuePlace } from './drawn-region.ts';
import { learnTable } from './learn-table.ts';
import { canLearnReading, differsByMisreading, newReading } from './apply-learned-readings.ts';
import { formatOf, learnsUpperCase, looseNormalise, shapeOf, shapeTokens, type ValueShape } from './value-shape.ts';
import { wordEvidence } from './read-evidence.ts';

/** Words further left than this share of the page width are not a value's label. */
const MAX_LABEL_GAP = 0.4;
/** Amounts and dates are often right-aligned far from their label ("Total ........ 47.70"). */
const MAX_TOKEN_LABEL_GAP = 0.75;

/**
 * Learns a template from a sample document and the values the user mapped on
 * it: each value is located (fuzzy, multi-word, whitespace-insensitive), and
 * the labels beside or above it are recorded as anchors with the value's
 * position relative to them; tables record their header words, column ranges
 * and the line that ends them.
 */
export function learnTemplate(
  doc: DocumentModel,
  values: TemplateValues,
  places: Readonly<Record<string, ValuePlace>> = {},
  options: LearnOptions = {},
): Template {
  const views = viewPages(doc);
  const warnings: string[] = [];
  const fields: TemplateField[] = [];
  const unconfirmed = new Set(options.unconfirmed ?? []);
  const fixed = options.fixedValues ?? {};
  const title = titleLineFields(doc);
  for (const [name, printed] of Object.entries(values.fields)) {
    const extra = {
      ...(unconfirmed.has(name) ? { unconfirmed: true } : {}),
      ...(fixed[name]?.trim() ? { fixedValue: fixed[name]!.trim() } : {}),
    };
    const located = learnFieldLocation(views, name, printed, places[name], title);
    if (!located) {
      if (!extra.fixedValue) warnings.push(`field "${name}": value "${printed}" not found on the sample`);
      fields.push({
        name,
        page: 1,
        sampleValue: printed,
        box: { x0: 0, y0: 0, x1: 0, y1: 0 },
        lineCount: 1,
        anchors: [],
        located: false,
        shape: shapeOf(printed),
        typedValue: printed,
        ...extra,
      });
      continue;
    }
    fields.push({
      name,
      ...located,
      ...extra,
      ...sampleReading(name, located, unconfirmed.has(name), options.learnedFrom),
    });
  }
  // a field with a fixed value and nothing mapped on the sample still delivers its value
  for (const [name, value] of Object.entries(fixed)) {
    if (value.trim() && !fields.some((f) => f.name === name))
      fields.push({
        name,
        page: 1,
        sampleValue: '',
        box: { x0: 0, y0: 0, x1: 0, y1: 0 },
        lineCount: 1,
        anchors: [],
        located: false,
        fixedValue: value.trim(),
      });
  }
  const tables = (values.tables ?? [])
    .map((t, i) => {
      const learned = learnTable(views, t.columns);
      if (!learned) warnings.push(`table ${i + 1}: headers not found on the sample`);
      return learned;
    })
    .filter((t) => t !== null);
  return {
    version: 1,
    pageSizes: doc.pages.map((p) => ({ width: p.width, height: p.height })),
    fields,
    tables,
    warnings,
  };
}

export interface LearnOptions {
  /** fields whose value is only the sample's own reading, which no person confirmed (never corrected towards) */
  unconfirmed?: readonly string[];
  /** fields that always deliver this value (the mapping screen's fixed value) */
  fixedValues?: Readonly<Record<string, string>>;
  /** the sample's name, kept with the readings learned from it */
  learnedFrom?: string;
}

/**
 * A confirmed value the sample's page misreads ("SANYU" typed where the photo reads "SANYO") is learned as a
 * reading of the field: later documents that read the same misreading deliver what the person confirmed.
 */
function sampleReading(
  name: string,
  located: TemplateFieldLocation,
  unconfirmed: boolean,
  learnedFrom?: string,
): Pick<TemplateField, 'readings'> {
  const typed = located.typedValue ?? '';
  if (unconfirmed || !canLearnReading(located, located.sampleValue, typed)) return {};
  // what the typist spelled otherwise than the page prints is not learned as the page's misreading
  if (!differsByMisreading(located.sampleValue, typed)) return {};
  const value = located.upperCase ? typed.toUpperCase() : typed;
  return { readings: [newReading(name, located.sampleValue, value, 'sample', learnedFrom ? { learnedFrom } : {})] };
}

/**
 * Where a value is printed on a document and how to find it again: its box, its
 * labels (with the lines around them) and its shape, in that document's page
 * fractions; null when the value is not printed there. Shared by learning from a
 * sample and learning from a reviewer's correction.
 */
export function learnFieldLocation(
  views: readonly PageView[],
  name: string,
  printed: string,
  place?: ValuePlace,
  title?: TitleLineFields,
): TemplateFieldLocation | null {
  const shape = shapeOf(printed);
  // where the user showed the value (a region drawn on the sample, a detected row's box): the copy there, else the words there
  const onShown = place ? bestMatch(views, name, printed, shape, (m) => onPlace(m, place, views), title) : null;
  const match =
    onShown ?? (place ? wordsInPlace(views, place) : null) ?? bestMatch(views, name, printed, shape, undefined, title);
  if (!match) return null;
  const view = views.find((v) => v.pageNumber === match.page)!;
  const found = match.words.map((w) => w.text).join(' ');
  const labels = findAnchors(view, match, shape);
  // a value without a label is placed by the nearest lines printed once (issue 14 §1), as a labelled one by its label
  const anchors =
    labels.length || !place ? labels : nearestLines(view, match).map((l) => ({ ...l, relation: 'page' as const }));
  return {
    page: match.page,
    sampleValue: found,
    box: toNormBox(match.box, view),
    lineCount: match.lineCount,
    anchors: anchors.map((a) => ({
      text: a.text,
      relation: a.relation,
      box: toNormBox(a.box, view),
      context: learnAnchorContext(view, a.box, new Set([...match.words, ...a.words])),
      ...('inLine' in a && a.inLine ? { inLine: true } : {}),
    })),
    located: true,
    shape,
    typedValue: printed,
    ...(learnsUpperCase(printed, found) ? { upperCase: true } : {}),
    sampleConfidence: Math.round(wordEvidence(match.words).minWordConfidence * 1000) / 1000,
    ...followingWord(view, match),
  };
}

/** The word printed right after a value on its line, within a word gap: the value was part of a longer line (issue 28). */
function followingWord(view: PageView, match: PhraseMatch): Pick<TemplateFieldLocation, 'followedBy'> {
  if (match.lineCount > 1) return {};
  const last = match.words[match.words.length - 1]!;
  const line = view.lines.find((l) => l.words.includes(last));
  const next = line?.words
    .filter((w) => w.box.x0 >= last.box.x1 - 0.5 && !match.words.includes(w))
    .sort((a, b) => a.box.x0 - b.box.x0)[0];
  if (!next || !withinWordGap(last, next)) return {};
  return /\p{L}{2}/u.test(next.text) ? { followedBy: next.text } : {};
}

/** Minimum similarity when locating a long free-text value (an address) that OCR garbled on the sample. */
const LOOSE_TEXT_SIMILARITY = 0.6;

/**
 * Where the typed value is printed: case, whitespace and punctuation
 * insensitive; a date or amount is also found as the token inside a longer
 * word run ("27/07/2017 11:54"); long free text accepts more OCR noise.
 */
function bestMatch(
  views: readonly PageView[],
  name: string,
  printed: string,
  shape: ValueShape,
  keep: (m: PhraseMatch) => boolean = () => true,
  title?: TitleLineFields,
): PhraseMatch | null {
  // a date or amount whose digits differ ("7.00" for "7.40") is another value, unless the label beside it names
  // the field ("TOTAL 94.79" for a total of 94.19: the OCR misread a digit in the right place)
  const digits = (s: string) => s.replace(/\D/g, '');
  const plausible = (m: PhraseMatch) => {
    if (!keep(m)) return false;
    if (
      shape === 'text' ||
      m.words
        .map((w) => digits(w.text))
        .join('')
        .includes(digits(printed))
    )
      return true;
    // a receipt prints one or two dates: a date in the sample's format is the date, a digit misread ("06/03/2016")
    if (
      shape === 'date' &&
      shapeTokens(m.words.map((w) => w.text).join(' '), 'date').some((t) => formatOf(t.text) === formatOf(printed))
    )
      return true;
    const label = findAnchors(
      views.find((v) => v.pageNumber === m.page)!,
      m,
      shape,
    ).find((a) => a.relation === 'left');
    return !!label && namesField(label.text, name);
  };
  const all: PhraseMatch[] = [];
  for (const v of views) all.push(...findPhrase(v, printed, 0.75).filter(plausible));
  if (!all.length) for (const v of views) all.push(...findPhrase(v, printed, 0.75, looseNormalise).filter(plausible));
  if (!all.length && shape === 'text' && looseNormalise(printed).length >= 15) {
    for (const v of views) all.push(...findPhrase(v, printed, LOOSE_TEXT_SIMILARITY, looseNormalise).filter(keep));
  }
  if (shape !== 'text') {
    const want = looseNormalise(printed);
    for (const v of views) {
      for (const w of v.words) {
        if (
          all.some((m) => m.words.includes(w)) ||
          !keep({ words: [w], box: w.box, page: v.pageNumber, similarity: 0.9, lineCount: 1 })
        )
          continue;
        if (shapeTokens(w.text, shape).some((t) => looseNormalise(t.text) === want))
          all.push({ words: [w], box: w.box, page: v.pageNumber, similarity: 0.9, lineCount: 1 });
      }
    }
  }
  // a text layer prints the typed digits exactly: "05.03.2018" is not the due date "05.03.2019" where that is printed too
  // (the look-alike allowance above is for OCR misreads, when no copy reads the digits right)
  const want = digits(printed);
  const exact = want ? all.filter((m) => digits(m.words.map((w) => w.text).join('')).includes(want)) : [];
  const pool = exact.length ? exact : all;
  if (shape === 'text' || pool.length < 2) return best(pool, (m) => m.similarity);
  // an amount or date printed several times (item, subtotal, total, cash): the labelled one, and
  // the one whose label names the field ("Total Payable:" for "total", "Rechnungssumme ohne USt." for "Net Total") before the others
  const labelScore = (m: PhraseMatch) => {
    const view = views.find((v) => v.pageNumber === m.page)!;
    const label = findAnchors(view, m, shape).find((a) => a.relation === 'left');
    // "Rechnung Nr. 471102 vom 05.03.2018": the title line's date is the document's date, whatever else prints it ("Datum:" of a rental)
    if (
      shape === 'date' &&
      title?.date &&
      inTitle(m, view, title.date) &&
      ruleForLabel(name, 'date')?.field === 'invoice_date'
    )
      return 0.45;
    if (!label) return 0;
    return (
      0.1 +
      (namesField(label.text, name) || namesSameField(label.text, name, shape) ? 0.3 : 0) +
      (besideItsLabel(view, label.box, m) ? 0.05 : 0) +
      (standsAlone(view, m) ? 0.05 : 0)
    );
  };
  return best(pool, (m) => m.similarity + labelScore(m));
}

/** A date or amount printed as a cell of its own, not inside a sentence ("… bis zum 21.11.2018 auf das … Konto"). */
function standsAlone(view: PageView, m: PhraseMatch): boolean {
  const first = m.words[0]!,
    last = m.words[m.words.length - 1]!;
  const h = first.box.y1 - first.box.y0;
  return !view.words.some(
    (w) =>
      !m.words.includes(w) &&
      overlap1d(w.box.y0, w.box.y1, first.box.y0, first.box.y1) > 0.5 * h &&
      ((w.box.x1 <= first.box.x0 + 0.5 && first.box.x0 - w.box.x1 <= 0.9 * h) ||
        (w.box.x0 >= last.box.x1 - 0.5 && w.box.x0 - last.box.x1 <= 0.9 * h)),
  );
}

/** Whether a match is the value the title line carries (its centre inside that value's box on the first page). */
function inTitle(m: PhraseMatch, view: PageView, value: LayoutValue): boolean {
  if (m.page !== value.page || !value.polygon) return false;
  const b = toNormBox(m.box, view),
    t = polygonToBox(value.polygon, 1, 1);
  const cx = centerX(b),
    cy = centerY(b);
  return cx >= t.x0 && cx <= t.x1 && cy >= t.y0 && cy <= t.y1;
}

/**
 * Whether nothing but leaders lie between a label and the value on their row: "Steuerbetrag 54,44" is the tax total's
 * label and value, while in "Umsatzsteuer (S) 286,52 19 54,44" the label heads a table row whose other figures sit between.
 */
function besideItsLabel(view: PageView, label: Box, value: PhraseMatch): boolean {
  const first = value.words[0]!;
  return !view.words.some(
    (w) =>
      !value.words.includes(w) &&
      w.box.x0 >= label.x1 - 0.5 &&
      w.box.x1 <= first.box.x0 + 0.5 &&
      overlap1d(w.box.y0, w.box.y1, first.box.y0, first.box.y1) > 0.5 * (first.box.y1 - first.box.y0) &&
      /\d/.test(w.text),
  );
}

/** Whether the label and the field's own name are both words for one standard field (in any language the vocabulary knows). */
function namesSameField(label: string, field: string, shape: ValueShape): boolean {
  const kind = shape === 'amount' ? 'amount' : shape === 'date' ? 'date' : 'id';
  const named = ruleForLabel(field, kind);
  return !!named && ruleForLabel(label, kind)?.field === named.field;
}

function best<T>(xs: readonly T[], score: (x: T) => number): T | null {
  let out: T | null = null,
    top = -Infinity;
  for (const x of xs) {
    const s = score(x);
    if (s > top) {
      top = s;
      out = x;
    }
  }
  return out;
}

/** Whether a label contains (a close spelling of) the field's name: "Total Payable:" names "total", "Inv Date" names "invoice_date" in part. */
export function namesField(label: string, field: string): boolean {
  const parts = field
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((p) => p.length >= 3);
  const words = label
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return parts.some((p) => words.some((w) => w === p || (w.length >= 4 && similarity(w, p) >= 0.75)));
}

type LocalAnchor = Omit<TemplateAnchor, 'box' | 'context'> & { box: Box; words: PWord[] };

/** The label left of the value on its row, and the line just above it; labels ending in ':' first. */
export function findAnchors(view: PageView, value: PhraseMatch, shape: ValueShape = 'text'): LocalAnchor[] {
  const out: LocalAnchor[] = [];
  const left = leftLabel(view, value, shape !== 'text') ?? (shape === 'text' ? labelOfLaterLine(view, value) : null);
  if (left)
    out.push({
      text: left.map((w) => w.text).join(' '),
      relation: 'left',
      box: unionBoxes(left.map((w) => w.box)),
      words: left,
    });
  // "Handelsrechnung (380) Nr. 471102 vom": a label run that holds another value (a number, a code) changes from
  // document to document, so the words after that value ("vom") are learned as a second label (issue 28 point 1)
  const lastValue = left ? left.findLastIndex((w) => /\d/.test(w.text)) : -1;
  const short = left && lastValue >= 0 ? left.slice(lastValue + 1) : [];
  if (short.length)
    out.push({
      text: short.map((w) => w.text).join(' '),
      relation: 'left',
      box: unionBoxes(short.map((w) => w.box)),
      words: short,
      inLine: true,
    });
  const above = aboveLabel(view, value);
  if (above)
    out.push({
      text: above.map((w) => w.text).join(' '),
      relation: 'above',
      box: unionBoxes(above.map((w) => w.box)),
      words: above,
    });
  const endsColon = (a: LocalAnchor) => (a.text.trim().endsWith(':') ? 0 : 1);
  // a label reads as words: "0.00" or ":" above or beside a value is another value, not its label
  return out.filter((a) => (a.text.match(/\p{L}/gu) ?? []).length >= 2).sort((a, b) => endsColon(a) - endsColon(b));
}

/**
 * A value printed over several lines whose label sits beside a later line ("Herrn" above "Name:  Max Mustermann"):
 * that label, when it reads as one (it ends in ':'). Text in the label column beside a receipt's address is no label.
 */
function labelOfLaterLine(view: PageView, value: PhraseMatch): PWord[] | null {
  if (value.lineCount < 2) return null;
  const lines = view.lines
    .filter((l) => l.words.some((w) => value.words.includes(w)))
    .sort((a, b) => a.box.y0 - b.box.y0);
  for (const line of lines.slice(1)) {
    const words = line.words.filter((w) => value.words.includes(w));
    const label = leftLabel(view, { ...value, words, box: unionBoxes(words.map((w) => w.box)) }, false);
    if (label && isColonWord(label[label.length - 1]!.text)) return label;
  }
  return null;
}

function leftLabel(view: PageView, value: PhraseMatch, tokenValue: boolean): PWord[] | null {
  const maxGap = tokenValue ? MAX_TOKEN_LABEL_GAP : MAX_LABEL_GAP;
  const first = value.words[0]!;
  const row = view.rows.find((r) => r.lines.some((l) => l.words.includes(first)));
  if (!row) return null;
  let before = row.lines
    .flatMap((l) => l.words)
    .filter((w) => w.box.x1 <= first.box.x0 + 0.5 && !value.words.includes(w))
    .sort((a, b) => b.box.x0 - a.box.x0);
  // a date's or amount's label is words: numbers and a currency between them belong to other columns ("Total RM 37.80", "2 @ 269.00 538.00")
  if (tokenValue)
    before = before.slice(
      Math.max(
        0,
        before.findIndex((w) => (w.text.match(/\p{L}/gu) ?? []).length >= 3),
      ),
    );
  const nearest = before[0];
  if (!nearest || first.box.x0 - nearest.box.x1 > view.width * maxGap) return null;
  // the nearest run to the left, at most six words, stopping at a word that ends another label's value
  const label: PWord[] = [nearest];
  for (const w of before.slice(1)) {
    const last = label[label.length - 1]!;
    if (label.length >= 6 || !withinWordGap(w, last)) break;
    // "RECEIPT #: CS0393921 DATE:": left of a complete label ("DATE:") lies another label's value, not more label
    if (isColonWord(label[0]!.text) && (isColonWord(w.text) || /\d/.test(w.text))) break;
    label.push(w);
  }
  return label.reverse();
}

function aboveLabel(view: PageView, value: PhraseMatch): PWord[] | null {
  const h = value.words[0]!.box.y1 - value.words[0]!.box.y0;
  const candidates = view.lines
    .filter((l) => l.box.y1 <= value.box.y0 + 0.2 * h && value.box.y0 - l.box.y1 < 3 * h)
    .filter(
      (l) =>
        overlap1d(l.box.x0, l.box.x1, value.box.x0, value.box.x1) > 0 && !l.words.some((w) => value.words.includes(w)),
    )
    .sort((a, b) => b.box.y1 - a.box.y1);
  const line = candidates[0];
  return line ? line.words.slice(0, 6) : null;
}
