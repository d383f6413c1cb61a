import { centerY, median, type Box } from '../geometry/box.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PageRow } from '../tables/group-rows.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';

/**
 * Picks one candidate per column header so that the chosen headers share a row:
 * the row where most headers have a candidate wins; ties go to the row nearest
 * the predicted y (when known), then to the top of the page.
 */
export function locateHeaderRow(
  candidates: readonly PhraseMatch[][],
  predictedY: number | null,
): (PhraseMatch | null)[] | null {
  const ys = candidates.flatMap((c) => c.map((m) => centerY(m.box)));
  let best: { y: number; score: number; dist: number } | null = null;
  for (const y of ys) {
    let score = 0;
    for (const c of candidates) {
      const hit = c.filter((m) => Math.abs(centerY(m.box) - y) < (m.box.y1 - m.box.y0) * 0.6);
      if (hit.length) score += Math.max(...hit.map((m) => m.similarity));
    }
    const dist = predictedY === null ? y : Math.abs(y - predictedY);
    if (!best || score > best.score + 1e-6 || (Math.abs(score - best.score) < 1e-6 && dist < best.dist))
      best = { y, score, dist };
  }
  if (!best) return null;
  const y = best.y;
  return candidates.map((c) => {
    const hit = c
      .filter((m) => Math.abs(centerY(m.box) - y) < (m.box.y1 - m.box.y0) * 0.6)
      .sort((a, b) => b.similarity - a.similarity);
    return hit[0] ?? null;
  });
}

/**
 * The table body under a header row: rows down to the end anchor when it is
 * given and found, otherwise down to the first large vertical gap or the first
 * row that starts with a label ("Report Date:"). `end` is the row that stopped it;
 * `anchored` says whether the end anchor was found (a table without it may go on overleaf).
 */
export function tableBodyRows(
  view: PageView,
  header: Box,
  endAnchor: string | null,
): { rows: PageRow[]; end: PageRow | null; anchored: boolean } {
  const below = view.rows.filter((r) => centerY(r.box) > header.y1);
  const h = header.y1 - header.y0 || 10;
  if (endAnchor) {
    const ends = findPhrase(view, endAnchor, 0.8)
      .filter((m) => m.box.y0 > header.y1)
      .sort((a, b) => a.box.y0 - b.box.y0);
    const stop = ends[0];
    if (stop) {
      const rows = below.filter((r) => r.box.y1 <= stop.box.y0 + 0.3 * h);
      const end = below.find((r) => r.box.y0 >= stop.box.y0 - 0.3 * h) ?? null;
      return { rows, end, anchored: true };
    }
  }
  const rows: PageRow[] = [];
  let prevBottom = header.y1;
  for (const r of below) {
    const gap = r.box.y0 - prevBottom;
    const gaps = rows.slice(1).map((x, i) => x.box.y0 - rows[i]!.box.y1);
    const pitch = gaps.length ? median(gaps) : h;
    const limit = rows.length < 2 ? 3 * h : Math.max(2.5 * pitch, 1.2 * h);
    const first = r.lines[0]!.words;
    const labelStart = first.length <= 5 && isColonWord(first[first.length - 1]!.text) && rows.length > 0;
    if (gap > limit || labelStart) return { rows, end: gap < 12 * h ? r : null, anchored: false };
    rows.push(r);
    prevBottom = r.box.y1;
  }
  return { rows, end: null, anchored: false };
}
