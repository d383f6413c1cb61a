import type { AppliedTable, TemplateTable } from '@paperbridge/contracts';
import { centerY, median, unionBoxes, type Box } from '../geometry/box.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase } from './find-phrase.ts';
import { applySimilarity, type Similarity } from './fit-transform.ts';
import { columnCuts, readRows } from './table-columns.ts';
import { locateHeaderRow, tableBodyRows } from './table-region.ts';

type Size = { width: number; height: number };

const mapBox = (t: Similarity, b: Box, s: Size): Box => {
  const [x0, y0] = applySimilarity(t, b.x0 * s.width, b.y0 * s.height);
  const [x1, y1] = applySimilarity(t, b.x1 * s.width, b.y1 * s.height);
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
};

/**
 * Reads a mapped table on a new page: finds the header row (most mapped headers
 * on one row, nearest the predicted position), cuts columns between the header
 * phrases through the whitespace of the body, reads rows down to the end anchor.
 */
export function applyTable(table: TemplateTable, view: PageView | undefined, t: Similarity, sample: Size): AppliedTable {
  const empty: AppliedTable = { rows: [], confidence: 0, page: null };
  if (!view || !table.columns.length) return empty;
  const predicted = mapBox(t, table.columns[0]!.headerBox, sample);
  const candidates = table.columns.map((c) => findPhrase(view, c.header, 0.8));
  const headers = locateHeaderRow(candidates, centerY(predicted));
  if (!headers) return empty;
  const foundCount = headers.filter(Boolean).length;
  if (foundCount < Math.ceil(table.columns.length / 2)) return empty;
  // headers not found sit where the sample had them, shifted like the ones that were found
  const shifts = headers.flatMap((h, k) => (h ? [{ dx: h.box.x0 - mapBox(t, table.columns[k]!.headerBox, sample).x0, dy: h.box.y0 - mapBox(t, table.columns[k]!.headerBox, sample).y0 }] : []));
  const dx = median(shifts.map((s) => s.dx)), dy = median(shifts.map((s) => s.dy));
  const shifted = (b: Box): Box => { const m = mapBox(t, b, sample); return { x0: m.x0 + dx, y0: m.y0 + dy, x1: m.x1 + dx, y1: m.y1 + dy }; };
  const columnBoxes = table.columns.map((c, k) => headers[k]?.box ?? shifted(c.headerBox));
  const headerBox = unionBoxes(headers.filter((h) => h !== null).map((h) => h!.box));
  const otherBoxes = table.otherHeaders.map((o) => {
    const hit = findPhrase(view, o.text, 0.8).filter((m) => Math.abs(centerY(m.box) - centerY(headerBox)) < (headerBox.y1 - headerBox.y0) * 0.6)[0];
    return hit?.box ?? shifted(o.box);
  });
  const phrases = [...columnBoxes.map((box, k) => ({ k, box })), ...otherBoxes.map((box) => ({ k: -1, box }))].sort((a, b) => a.box.x0 - b.box.x0);
  const { rows } = tableBodyRows(view, headerBox, table.endAnchor);
  const body = rows.flatMap((r) => r.lines.flatMap((l) => l.words));
  const cuts = columnCuts(phrases.map((p) => p.box), body);
  const keyColumn = phrases.findIndex((p) => p.k === 0);
  const read = readRows(rows, cuts, Math.max(0, keyColumn));
  const out = read
    .map((r) => Object.fromEntries(table.columns.map((c, k) => {
      const idx = phrases.findIndex((p) => p.k === k);
      const text = r.texts[idx]?.trim() ?? '';
      return [c.name, text.length ? text : null];
    })))
    .filter((r) => Object.values(r).some((v) => v !== null));
  return { rows: out, confidence: Math.round((foundCount / table.columns.length) * 1000) / 1000, page: view.pageNumber };
}
