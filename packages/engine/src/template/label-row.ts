import { verticalOverlapRatio, type Box } from '../geometry/box.ts';
import type { PageView } from './doc-view.ts';
import { lineTokens, type LineToken } from './line-tokens.ts';

/**
 * The amounts printed on a label's row right of it when the reading cut the row into pieces that no line holds whole:
 * "TOTAL:" … "112." … "35" read as three lines with wide gaps (session 30, SROIE: a receipt photo whose thermal print
 * spaced the point). The row's words right of the label, left to right, are read as one line; an amount split at its
 * decimal mark joins. Only for a label the sample printed left of its value, when no token of the line sits beside it.
 */
export function labelRowAmounts(view: Pick<PageView, 'words'>, label: Box): LineToken[] {
  const words = view.words
    .filter((w) => w.box.x0 >= label.x1 - 0.5 && verticalOverlapRatio(w.box, label) >= 0.5)
    .sort((a, b) => a.box.x0 - b.box.x0);
  // an amount has no format to keep to: split amounts are read whatever the sample's format
  return words.length ? lineTokens(words, 'amount', '') : [];
}
