import type { AppliedTable, TemplateTable } from '@paperbridge/contracts';
import { centerY, median, unionBoxes, type Box } from '../geometry/box.ts';
import type { PageRow } from '../tables/group-rows.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';
import { applySimilarity, type Similarity } from './fit-transform.ts';
import { columnCuts, columnOf, readRows } from './table-columns.ts';
import { locateHeaderRow, tableBodyRows } from './table-region.ts';

type Size = { width: number; height: number };
/** Header phrases left to right; k is the mapped column's index, -1 for an unmapped header. */
type Phrases = { k: number; box: Box }[];

const mapBox = (t: Similarity, b: Box, s: Size): Box => {
  const [x0, y0] = applySimilarity(t, b.x0 * s.width, b.y0 * s.height);
  const [x1, y1] = applySimilarity(t, b.x1 * s.width, b.y1 * s.height);
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
};

/**
 * Reads a mapped table: finds the header row (most mapped headers on one row,
 * nearest the predicted position), cuts columns between the header phrases
 * through the whitespace of the body, reads rows down to the end anchor. When
 * the end anchor is not on that page the table is followed overleaf: onto a
 * repeated header row, or, with no header repeated, from the first row that
 * fills two columns at the top of the next page, until the end anchor.
 * `views` are all pages; `views[table.page - 1]` is where the sample had it.
 */
export function applyTable(
  table: TemplateTable,
  views: readonly PageView[],
  t: Similarity,
  sample: Size,
): AppliedTable {
  const empty: AppliedTable = { rows: [], confidence: 0, page: null };
  const view = views[table.page - 1];
  if (!view || !table.columns.length) return empty;
  const predicted = mapBox(t, table.columns[0]!.headerBox, sample);
  const first = headerRow(table, view, centerY(predicted), (b) => mapBox(t, b, sample));
  if (!first) return empty;
  let { phrases, headerBox } = first;
  let body = tableBodyRows(view, headerBox, table.endAnchor);
  const rows = readTable(table, body.rows, phrases);
  for (let p = view.pageNumber + 1; p <= views.length && !body.anchored; p++) {
    const next = views[p - 1]!;
    const repeated = headerRow(table, next, null, null);
    if (repeated) ({ phrases, headerBox } = repeated);
    else if (table.endAnchor) headerBox = bodyTop(next, phrases) ?? headerBox;
    else break; // a table that ended on its page in the sample goes on only under a repeated header
    body = tableBodyRows(next, headerBox, table.endAnchor);
    if (!body.rows.length) break;
    rows.push(...readTable(table, body.rows, phrases));
  }
  return { rows, confidence: Math.round((first.found / table.columns.length) * 1000) / 1000, page: view.pageNumber };
}

/**
 * The header row on a page and its phrases. On the sample's page the
 * prediction guides the choice and headers not found are placed where the
 * sample had them (shifted like the ones found); overleaf only a real header
 * row (half the mapped headers or more) counts, and missing ones are left out.
 */
function headerRow(
  table: TemplateTable,
  view: PageView,
  predictedY: number | null,
  mapped: ((b: Box) => Box) | null,
): { phrases: Phrases; headerBox: Box; found: number } | null {
  const candidates = table.columns.map((c) => findPhrase(view, c.header, 0.8));
  const headers = locateHeaderRow(candidates, predictedY);
  if (!headers) return null;
  const found = headers.filter(Boolean).length;
  if (found < Math.ceil(table.columns.length / 2)) return null;
  const headerBox = unionBoxes(headers.filter((h): h is PhraseMatch => h !== null).map((h) => h.box));
  let shifted: (b: Box) => Box | null = () => null;
  if (mapped) {
    const shifts = headers.flatMap((h, k) =>
      h
        ? [
            {
              dx: h.box.x0 - mapped(table.columns[k]!.headerBox).x0,
              dy: h.box.y0 - mapped(table.columns[k]!.headerBox).y0,
            },
          ]
        : [],
    );
    const dx = median(shifts.map((s) => s.dx)),
      dy = median(shifts.map((s) => s.dy));
    shifted = (b) => {
      const m = mapped(b);
      return { x0: m.x0 + dx, y0: m.y0 + dy, x1: m.x1 + dx, y1: m.y1 + dy };
    };
  }
  const columns = table.columns.map((c, k) => ({ k, box: headers[k]?.box ?? shifted(c.headerBox) }));
  const others = table.otherHeaders.map((o) => {
    const hit = findPhrase(view, o.text, 0.8).filter(
      (m) => Math.abs(centerY(m.box) - centerY(headerBox)) < (headerBox.y1 - headerBox.y0) * 0.6,
    )[0];
    return { k: -1, box: hit?.box ?? shifted(o.box) };
  });
  const phrases = [...columns, ...others]
    .filter((p): p is { k: number; box: Box } => p.box !== null)
    .sort((a, b) => a.box.x0 - b.box.x0);
  return { phrases, headerBox, found };
}

function readTable(table: TemplateTable, rows: readonly PageRow[], phrases: Phrases): Record<string, string | null>[] {
  const body = rows.flatMap((r) => r.lines.flatMap((l) => l.words));
  const cuts = columnCuts(
    phrases.map((p) => p.box),
    body,
  );
  const keyColumn = phrases.findIndex((p) => p.k === 0);
  return readRows(rows, cuts, Math.max(0, keyColumn))
    .map((r) =>
      Object.fromEntries(
        table.columns.map((c, k) => {
          const idx = phrases.findIndex((p) => p.k === k);
          const text = idx >= 0 ? (r.texts[idx]?.trim() ?? '') : '';
          return [c.name, text.length ? text : null];
        }),
      ),
    )
    .filter((r) => Object.values(r).some((v) => v !== null));
}

/**
 * Where a continued table starts on a page without a repeated header: a zero-height
 * box just above the first row that fills two or more of the table's columns
 * (page headers, logos and "continued" lines above it are skipped).
 */
function bodyTop(view: PageView, phrases: Phrases): Box | null {
  const x0 = phrases[0]!.box.x0,
    x1 = phrases[phrases.length - 1]!.box.x1;
  const mid = phrases.slice(1).map((p, i) => (phrases[i]!.box.x1 + p.box.x0) / 2);
  for (const r of view.rows) {
    const words = r.lines.flatMap((l) => l.words).filter((w) => w.box.x1 > x0 - 20 && w.box.x0 < x1 + 20);
    if (new Set(words.map((w) => columnOf(w, mid))).size >= 2) {
      const h = r.box.y1 - r.box.y0;
      return { x0, x1, y0: r.box.y0 - h, y1: r.box.y0 - 0.01 };
    }
  }
  return null;
}
