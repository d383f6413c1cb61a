import type { Box } from '../geometry/box.ts';
import { verticalOverlapRatio } from '../geometry/box.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';
import { editDistance } from './find-phrase.ts';
import { looseNormalise } from './value-shape.ts';

/**
 * A value printed over several lines (issue 23 point 2): an address under its first line, a name whose salutation
 * ("Herrn") sits on the line above the labelled one. Its lines are the ones at the value's left edge, directly above
 * or below one another, that have no label of their own; they are read top to bottom, each left to right.
 */

/** Words further left than this share of the page width on a line's row are that line's own label. */
const OWN_LABEL_GAP = 0.4;
/** Lines of one value follow each other within this many line heights (a blank line ends the value). */
const LINE_GAP = 1.2;
/** A line of the value starts this near (in line heights) to the value's left edge. */
const EDGE_SLACK = 2;

/** How many lines the sample's value had above and below its labelled line. */
export interface ValueLineCounts {
  above: number;
  below: number;
}

/** Whether words sit left of the line on its row: a key/value row of its own, or another column. */
export function hasOwnLabel(view: PageView, line: PLine): boolean {
  return view.words.some(
    (w) =>
      !line.words.includes(w) &&
      w.box.x1 <= line.box.x0 + 0.5 &&
      line.box.x0 - w.box.x1 <= OWN_LABEL_GAP * view.width &&
      verticalOverlapRatio(w.box, line.box) >= 0.5,
  );
}

/** A line that is a label itself ("Anschrift:" printed over its value) ends a value. */
const isLabelLine = (line: PLine) => isColonWord(line.words[line.words.length - 1]!.text);

/** Why a run of unlabelled lines ended: a line with a label of its own (its value's continuation), or anything else. */
type ChainEnd = 'label' | 'gap';

/**
 * The unlabelled lines directly above (dir -1) or below (dir 1) a box, at the edge x0, nearest first, up to max;
 * and how the run ended. Lines that carry a label, or are one, belong to another value.
 */
function chain(
  view: PageView,
  from: Box,
  edge: number,
  dir: -1 | 1,
  max: number,
  exclude: readonly PWord[],
): { lines: PLine[]; end: ChainEnd } {
  const out: PLine[] = [];
  let cur = from;
  while (out.length < max) {
    const h = cur.y1 - cur.y0;
    const next = view.lines
      .filter(
        (l) =>
          !l.words.some((w) => exclude.includes(w)) && !out.includes(l) && Math.abs(l.box.x0 - edge) < EDGE_SLACK * h,
      )
      .filter((l) =>
        dir > 0
          ? l.box.y0 >= cur.y1 - 0.3 * h && l.box.y0 - cur.y1 < LINE_GAP * h
          : l.box.y1 <= cur.y0 + 0.3 * h && cur.y0 - l.box.y1 < LINE_GAP * h,
      )
      .sort((a, b) => (dir > 0 ? a.box.y0 - b.box.y0 : b.box.y1 - a.box.y1))[0];
    if (!next) return { lines: out, end: 'gap' };
    if (hasOwnLabel(view, next) || isLabelLine(next)) return { lines: out, end: 'label' };
    out.push(next);
    cur = next.box;
  }
  return { lines: out, end: 'gap' };
}

/**
 * The lines of a value around its labelled line (`first`: the words read beside the label), in reading order. The
 * sample says how many lines it had above and below; another document may print one more or one less (a
 * branch's address, a buyer with or without a salutation line):
 * - above: unlabelled lines up to one more than the sample's, when they head a block of their own (a blank line or
 *   other text above them); lines that continue a labelled value above ("DE 80333 München" under "Anschrift:") are
 *   that value's.
 * - below: only where the sample's value continued below (a single-line value's next line is the next value),
 *   up to one more line; a longer run of unlabelled lines gives the sample's count.
 */
export function valueLines(view: PageView, first: readonly PWord[], counts: ValueLineCounts): PWord[] {
  if (!first.length) return [];
  const box = first.reduce<Box>(
    (b, w) => ({
      x0: Math.min(b.x0, w.box.x0),
      y0: Math.min(b.y0, w.box.y0),
      x1: Math.max(b.x1, w.box.x1),
      y1: Math.max(b.y1, w.box.y1),
    }),
    { ...first[0]!.box },
  );
  const up = chain(view, box, box.x0, -1, counts.above + 2, first);
  const above =
    up.end === 'label' ? [] : up.lines.length <= counts.above + 1 ? up.lines : up.lines.slice(0, counts.above);
  const down =
    counts.below > 0 ? chain(view, box, box.x0, 1, counts.below + 2, first) : { lines: [], end: 'gap' as const };
  const below = down.lines.length <= counts.below + 1 ? down.lines : down.lines.slice(0, counts.below);
  return [...[...above].reverse().flatMap((l) => l.words), ...first, ...below.flatMap((l) => l.words)];
}

/**
 * How many of the sample value's lines lie above its label's line (the label printed at the block's bottom: "Name:"
 * beside the second line of "Herrn / Max Mustermann") and below it, from the value's and the label's boxes.
 */
export function sampleLineCounts(value: Box, label: Box, lineCount: number): ValueLineCounts {
  if (lineCount <= 1) return { above: 0, below: 0 };
  const lineHeight = label.y1 - label.y0;
  const pitch = (value.y1 - value.y0 - lineHeight) / (lineCount - 1);
  const above = pitch > 0 ? Math.max(0, Math.min(lineCount - 1, Math.round((label.y0 - value.y0) / pitch))) : 0;
  return { above, below: lineCount - 1 - above };
}

/**
 * Text the layout prints on every document found again where its end (or start) reads otherwise than the sample's
 * ("… SELANGOR 1245-DESA" for "… SELANGOR 1076-IJOK": another branch's last line) runs on to the end (start) of
 * that line: the match stopped at the sample's length, the branch's line did not. Where the ends read alike the value
 * ends where the sample's did, and words after it on its line are another value's.
 */
export function completeLines(view: PageView, words: readonly PWord[], typed: string): PWord[] {
  const typedWords = typed.trim().split(/\s+/);
  const first = words[0],
    last = words[words.length - 1];
  if (!first || !last) return [...words];
  const lineOf = (w: PWord) => view.lines.find((l) => l.words.includes(w));
  const before = sameWord(first.text, typedWords[0]!)
    ? []
    : (lineOf(first)?.words ?? []).filter((w) => w.box.x1 <= first.box.x0 + 0.5 && !words.includes(w));
  const after = sameWord(last.text, typedWords[typedWords.length - 1]!)
    ? []
    : (lineOf(last)?.words ?? []).filter((w) => w.box.x0 >= last.box.x1 - 0.5 && !words.includes(w));
  const byX = (a: PWord, b: PWord) => a.box.x0 - b.box.x0;
  // a label on the line ("TEL:", "/WHATSAPPS :") starts another value
  const isLabel = (w: PWord) => w.text.endsWith(':');
  const tail = after.sort(byX),
    head = before.sort(byX).reverse();
  const stop = (ws: PWord[]) => {
    const k = ws.findIndex(isLabel);
    return k < 0 ? ws : ws.slice(0, k);
  };
  return [...stop(head).reverse(), ...words, ...stop(tail)];
}

/** Two words are one word misread when at most half their characters differ ("BELD", "BHD"); "1245-DESA" is no "1076-IJOK". */
const sameWord = (a: string, b: string) => {
  const x = looseNormalise(a),
    y = looseNormalise(b);
  return editDistance(x, y) <= 0.5 * Math.max(x.length, y.length);
};
