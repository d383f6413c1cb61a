import { centerX, centerY, containsPoint, overlap1d, unionBoxes, type Box } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import { groupRows, type PageRow } from '../tables/group-rows.ts';
import { isNumericText } from '../tables/cell-text.ts';
import type { PTable } from '../tables/table.types.ts';
import type { PKeyValue } from './key-value.types.ts';
import { hasDigit, isColonWord, isLabelLike, minConfidence, stripColon } from './label-rules.ts';
import {
  currencyColumnPair,
  headerGridPairs,
  inlinePair,
  joinLooseColons,
  labelledAmountPair,
  rowChainPairs,
  type MakePair,
} from './layout-pairs.ts';

const box = (ws: readonly PWord[]) => unionBoxes(ws.map((w) => w.box));
const text = (ws: readonly PWord[]) => ws.map((w) => w.text).join(' ');

/**
 * Generic key-value pairs on one page: "Label: value" within a run, a label
 * run followed by a value run on the same row, a label above its value, a
 * label without separator beside a value holding digits, boxed form cells
 * (label line and value line inside one ruled cell), and the layouts in
 * layout-pairs.ts (header grids, label/value chains along a row, a label and
 * its value in one run without a colon, totals rows with a rate or a currency
 * column between label and amount).
 */
export function detectKeyValues(
  runs: readonly PLine[],
  ruledTables: readonly PTable[],
  page: number,
  pageWidth: number,
  tableBoxes: readonly Box[] = [],
): PKeyValue[] {
  const lines = runs.map(joinLooseColons);
  const make: MakePair = (k, v, kind, base) => pair(k, v, page, kind, base);
  // inside a table a label-like cell beside a number is a row header, not a key
  const inTable = (l: PLine) => tableBoxes.some((b) => containsPoint(b, centerX(l.box), centerY(l.box), 1));
  const rows = groupRows(lines);
  const out: PKeyValue[] = [];
  const used = new Set<PLine>();
  rows.forEach((row, ri) => {
    // a totals row is read whole before its runs are, or "MwSt. 19%" pairs with its rate and "Gesamtbetrag:" with "EUR"
    const total = currencyColumnPair(row, used, make, inTable) ?? labelledAmountPair(row, used, make, inTable);
    if (total) out.push(total);
    row.lines.forEach((line, li) => {
      if (used.has(line)) return;
      const pairs = colonPairs(line, page);
      const last = pairs[pairs.length - 1];
      // "TEL: : 03-1234" (two labels in a row): a label with no value of its own yields no pair
      for (const p of pairs.slice(0, -1)) if (p.kv) out.push(p.kv);
      if (!last) {
        const segmented = segmentPairs(line, page);
        if (segmented.length) {
          out.push(...segmented);
          used.add(line);
          return;
        }
        const inline = inlinePair(line, make);
        if (inline) {
          out.push(inline);
          used.add(line);
        }
        return;
      }
      if (last.kv) {
        out.push(last.kv);
        used.add(line);
        return;
      }
      // the run ends with a label: its value is the next run to the right, or the run below
      const keyWords = last.keyWords;
      const right = row.lines[li + 1];
      if (right && right.box.x0 - line.box.x1 < pageWidth * 0.4 && !startsWithLabel(right) && !used.has(right)) {
        const valueWords = wordsUntilLabel(right.words);
        out.push(pair(keyWords, valueWords, page, 'same-line', 0.9));
        used.add(line);
        if (valueWords.length === right.words.length) used.add(right);
        return;
      }
      // the next run on the row is another label ("Invoice Date: | Due Date: | Reference:" over their values):
      // this label's value, if any, is the run below it
      if (right && !isColonWord(right.words[right.words.length - 1]!.text)) return;
      const below = valueBelow(line, rows, ri);
      if (below) {
        out.push(pair(keyWords, below.words, page, 'above', 0.7));
        used.add(line);
        used.add(below);
      }
    });
    // label without separator beside a value with digits
    if (row.lines.length === 2) {
      const [a, b] = row.lines as [PLine, PLine];
      if (
        !used.has(a) &&
        !used.has(b) &&
        !inTable(a) &&
        isLabelLike(a.words, 4) &&
        !a.words.some((w) => w.text.includes(':')) &&
        hasDigit(b.text) &&
        b.words.length <= 6
      ) {
        out.push(pair(a.words, b.words, page, 'same-line', 0.5));
        used.add(a);
        used.add(b);
      }
    }
    out.push(...rowChainPairs(row, used, pageWidth, make, inTable));
  });
  out.push(...headerGridPairs(rows, used, make));
  out.push(...boxedPairs(ruledTables, page));
  return out.filter((kv) => kv.key.length > 0 && kv.value.length > 0);
}

interface ColonPair {
  keyWords: PWord[];
  kv: PKeyValue | null;
}

/** "Label: value" pairs inside one run; the last pair has kv null when its value is not in the run. */
function colonPairs(line: PLine, page: number): ColonPair[] {
  const ws = line.words;
  const colons = ws.map((w, i) => (isColonWord(w.text) ? i : -1)).filter((i) => i >= 0);
  if (!colons.length) return [];
  const firstKey = ws.slice(0, colons[0]! + 1);
  if (!isLabelLike(firstKey)) return [];
  const out: ColonPair[] = [];
  let keyStart = 0;
  colons.forEach((k, n) => {
    const next = colons[n + 1];
    // a later label takes its one preceding capitalised word ("Date Collected:") when the value keeps a word
    let valueEnd = next === undefined ? ws.length : next;
    if (next !== undefined && next - 1 > k + 1 && /^\p{Lu}/u.test(ws[next - 1]!.text)) valueEnd = next - 1;
    const keyWords = ws.slice(keyStart, k + 1);
    const valueWords = ws.slice(k + 1, valueEnd);
    out.push({ keyWords, kv: valueWords.length ? pair(keyWords, valueWords, page, 'same-line', 0.9) : null });
    keyStart = valueEnd;
  });
  return out;
}

/** A word that only separates the parts of a footer line: "Euros − B 421 938 861 RCS Paris − Siège social: …". */
const SEPARATOR = /^[-−–—|•·]$/u;

/**
 * A footer or letterhead line of several parts set apart by dashes, bars or bullets, where a part is
 * "Label: value" ("… RCS Paris − N° de TVA intra communautaire: FR 604 219 388 61"): the whole line
 * reads as no label, each part alone may.
 */
function segmentPairs(line: PLine, page: number): PKeyValue[] {
  if (!line.words.some((w) => SEPARATOR.test(w.text))) return [];
  const out: PKeyValue[] = [];
  let start = 0;
  for (let i = 0; i <= line.words.length; i++) {
    if (i < line.words.length && !SEPARATOR.test(line.words[i]!.text)) continue;
    const words = line.words.slice(start, i);
    start = i + 1;
    if (words.length < 2) continue;
    const part: PLine = { words, box: box(words), text: text(words) };
    for (const p of colonPairs(part, page)) if (p.kv) out.push(p.kv);
  }
  return out;
}

/** A run that begins with its own label ("GPS #:", "Collected By:") is not a value. */
function startsWithLabel(line: PLine): boolean {
  const k = line.words.findIndex((w) => isColonWord(w.text));
  return k >= 0 && k <= 3 && isLabelLike(line.words.slice(0, k + 1));
}

function wordsUntilLabel(ws: readonly PWord[]): PWord[] {
  const idx = ws.findIndex((w, i) => i > 0 && isColonWord(w.text));
  if (idx < 0) return [...ws];
  // leave the label's leading word to the label ("01/26/15 Time Collected:")
  const cut = idx - 1 > 0 && /^\p{Lu}/u.test(ws[idx - 1]!.text) ? idx - 1 : idx;
  return ws.slice(0, cut);
}

function valueBelow(label: PLine, rows: readonly PageRow[], ri: number): PLine | null {
  const next = rows[ri + 1];
  if (!next) return null;
  const h = label.box.y1 - label.box.y0;
  if (next.box.y0 - label.box.y1 > 1.5 * h) return null;
  const cand = next.lines.find((l) => overlap1d(l.box.x0, l.box.x1, label.box.x0 - h, label.box.x1 + h) > 0);
  if (!cand || isColonWord(cand.words[cand.words.length - 1]!.text)) return null;
  return cand;
}

function boxedPairs(tables: readonly PTable[], page: number): PKeyValue[] {
  const out: PKeyValue[] = [];
  for (const t of tables) {
    // in a data grid every header cell over a value would read as a pair; only forms (few rows) or "Label:" cells count
    const formLike = t.rowCount <= 4 && t.cells.filter((c) => isNumericText(c.text)).length <= t.cells.length * 0.3;
    for (const c of t.cells) {
      if (c.words.length < 2) continue;
      const ys = [...c.words].sort((a, b) => a.box.y0 - b.box.y0);
      const firstLineY = ys[0]!.box.y1;
      const label = c.words
        .filter((w) => w.box.y0 < firstLineY - 0.3 * (w.box.y1 - w.box.y0))
        .sort((a, b) => a.box.x0 - b.box.x0);
      const value = c.words.filter((w) => !label.includes(w));
      if (
        !value.length ||
        !isLabelLike(label, 5) ||
        label.some((w) => isColonWord(w.text) && w !== label[label.length - 1])
      )
        continue;
      if (!formLike && !isColonWord(label[label.length - 1]!.text)) continue;
      out.push(
        pair(
          label,
          value.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0),
          page,
          'boxed',
          0.8,
        ),
      );
    }
  }
  return out;
}

function pair(
  keyWords: readonly PWord[],
  valueWords: readonly PWord[],
  page: number,
  kind: PKeyValue['kind'],
  base: number,
): PKeyValue {
  return {
    key: stripColon(text(keyWords)),
    value: text(valueWords),
    keyBox: box(keyWords),
    valueBox: box(valueWords),
    page,
    confidence: Math.round(base * Math.min(minConfidence(keyWords), minConfidence(valueWords)) * 1000) / 1000,
    kind,
  };
}
