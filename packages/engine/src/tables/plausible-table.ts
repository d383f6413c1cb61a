import { isColonWord } from '../keyvalues/label-rules.ts';
import { isRunningText } from './running-text.ts';
import type { PTable } from './table.types.ts';

/** Below this share of filled cells a wide unruled "table" is chart labels (axis ticks, legends). */
const MIN_FILL = 0.5;
/** At or above this share of cells starting in lower case, a short unruled "table" is justified prose. */
const MAX_LOWERCASE_START = 0.4;

/**
 * Whether an unruled table found from column alignment is a data table rather
 * than something else laid out in columns: sparse grids are chart labels, a
 * two-column grid whose first column is "Label:" runs is a form block (its
 * pairs come out as key-values), and a short grid whose cells mostly start in
 * lower case is a justified line of prose split at its wide spaces; lists
 * and columns of prose are running text (see running-text.ts).
 */
export function isPlausibleUnruledTable(t: PTable): boolean {
  const filled = t.cells.filter((c) => c.text.trim().length > 0);
  if (t.colCount >= 3 && filled.length < MIN_FILL * t.rowCount * t.colCount) return false;
  if (t.colCount === 2) {
    const first = filled.filter((c) => c.col === 0);
    if (
      first.length >= 2 &&
      first.filter((c) => isColonWord(c.words[c.words.length - 1]?.text ?? '')).length >= 0.6 * first.length
    )
      return false;
  }
  if (t.rowCount <= 3 && filled.length >= 4) {
    const lower = filled.filter((c) => /^\p{Ll}/u.test(c.text.trim())).length;
    if (lower >= MAX_LOWERCASE_START * filled.length) return false;
  }
  return !isRunningText(t);
}
