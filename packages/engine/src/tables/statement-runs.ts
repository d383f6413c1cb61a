import { unionBoxes } from '../geometry/box.ts';
import { makeLine } from '../layout/group-lines.stage.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import type { PageRow } from './group-rows.ts';

/** A word that is only leader dots (". . . ." set as words, "......", "…", "___"). */
const LEADER = /^([.·…_]{2,}|[.·…])$/;
/** A word that ends in a leader glued to it ("equivalents......"). */
const TRAILING_LEADER = /[.·…]{3,}$/;
/** A currency sign printed alone at the left of an amount column ("$", "US$"). */
const CURRENCY_SIGN = /^(US|CA|A|NZ|HK)?[$€£¥]$/;
/** What a sign may stand before: an amount, a negative in parentheses, a dash for nil. */
const AMOUNT = /^[(\-–—]?[\d.,]*\d|^[-–—]+$/;

/**
 * Statements lead a row label to its amounts with dots ("Cash . . . . . . $ 1,234").
 * Set with normal word spaces, the dots glue the label, the sign and the first
 * amount into one text run across the columns. The dots are dropped and the
 * run split where they were; a word with dots glued to its end keeps its
 * letters. A run of lone "." words counts only from three on, so "U. S." and
 * a full stop stay text.
 */
export function splitLeaderDots(line: PLine): PLine[] {
  const ws = line.words;
  const isLeader = (k: number): boolean => {
    const t = ws[k]!.text;
    if (!LEADER.test(t)) return false;
    if (t.length >= 2) return true;
    // a lone dot is a leader only inside a run of at least three of them
    let a = k,
      b = k;
    while (a > 0 && LEADER.test(ws[a - 1]!.text)) a--;
    while (b < ws.length - 1 && LEADER.test(ws[b + 1]!.text)) b++;
    return b - a + 1 >= 3;
  };
  if (!ws.some((w, k) => isLeader(k) || (TRAILING_LEADER.test(w.text) && /\p{L}/u.test(w.text)))) return [line];
  const pieces: PWord[][] = [[]];
  ws.forEach((w, k) => {
    if (isLeader(k)) {
      if (pieces[pieces.length - 1]!.length) pieces.push([]);
      return;
    }
    const m = TRAILING_LEADER.exec(w.text);
    if (m && /\p{L}/u.test(w.text)) {
      // the dots' width is taken off in proportion to their share of the word's characters
      const keep = w.text.slice(0, m.index).replace(/[.·…]+$/, '');
      const x1 = w.box.x0 + (w.box.x1 - w.box.x0) * (keep.length / w.text.length);
      pieces[pieces.length - 1]!.push({ ...w, text: keep, box: { ...w.box, x1 } });
      pieces.push([]);
      return;
    }
    pieces[pieces.length - 1]!.push(w);
  });
  return pieces.filter((p) => p.length).map(makeLine);
}

/**
 * A currency sign set apart at the left of its column ("$      1,234") is part
 * of the amount, not a column of its own: it joins the run to its right in
 * the same row when that run is an amount. Left alone, the signs make sparse
 * columns that split every amount column in two.
 */
export function joinCurrencySigns(lines: readonly PLine[]): PLine[] {
  const out: PLine[] = [];
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!,
      next = lines[k + 1];
    if (next && CURRENCY_SIGN.test(l.text.trim()) && AMOUNT.test(next.text.trim())) {
      // the sign hangs in the gutter left of its column, where rows without a sign leave a gap:
      // the amount's own box places the run, so the sign neither bridges that gap nor widens the column
      out.push({ ...makeLine([...l.words, ...next.words]), box: next.box });
      k++;
      continue;
    }
    out.push(l);
  }
  return out;
}

/** Rows with their runs cleaned of leader dots and lone currency signs; rows left empty go. */
export function cleanStatementRows(rows: readonly PageRow[]): PageRow[] {
  return rows.flatMap((r) => {
    const lines = joinCurrencySigns(r.lines.flatMap(splitLeaderDots));
    return lines.length ? [{ lines, box: unionBoxes(lines.map((l) => l.box)) }] : [];
  });
}
