import type { TemplateTable } from '@paperbridge/contracts';
import { centerY, median, unionBoxes } from '../geometry/box.ts';
import { toNormBox, type PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';
import { locateHeaderRow, tableBodyRows } from './table-region.ts';
import { columnCuts } from './table-columns.ts';

/** Header words, column x-ranges and the end-of-table anchor of one mapped table on the sample. */
export function learnTable(views: readonly PageView[], columns: Record<string, string>): TemplateTable | null {
  const names = Object.keys(columns);
  for (const view of views) {
    const candidates = names.map((n) => findPhrase(view, columns[n]!, 0.8));
    const headers = locateHeaderRow(candidates, null);
    if (!headers || headers.filter(Boolean).length < Math.ceil(names.length / 2)) continue;
    const found = headers.filter((h): h is PhraseMatch => h !== null);
    const rowY = median(found.map((h) => centerY(h.box)));
    const headerRow = view.rows.find((r) => centerY(r.box) >= rowY - 1 && r.box.y0 <= rowY && r.box.y1 >= rowY);
    const mappedWords = new Set(found.flatMap((h) => h.words));
    const otherWords = (headerRow?.lines.flatMap((l) => l.words) ?? []).filter((w) => !mappedWords.has(w));
    const others = groupRuns(otherWords);
    const { rows, end } = tableBodyRows(view, unionBoxes(found.map((h) => h.box)), null);
    const body = rows.flatMap((r) => r.lines.flatMap((l) => l.words));
    const phrases = [
      ...names.map((n, k) => ({ name: n as string | null, box: headers[k]?.box ?? null })).filter((p) => p.box),
      ...others.map((o) => ({ name: null as string | null, box: unionBoxes(o.map((w) => w.box)) })),
    ].sort((a, b) => a.box!.x0 - b.box!.x0);
    const cuts = columnCuts(
      phrases.map((p) => p.box!),
      body,
    );
    const bounds = phrases.map((_, k) => ({
      x0: k === 0 ? 0 : cuts[k - 1]!,
      x1: k === phrases.length - 1 ? view.width : cuts[k]!,
    }));
    return {
      page: view.pageNumber,
      columns: names.flatMap((n, k) => {
        const h = headers[k];
        if (!h) return [];
        const idx = phrases.findIndex((p) => p.name === n);
        return [
          {
            name: n,
            header: columns[n]!,
            headerBox: toNormBox(h.box, view),
            x0: bounds[idx]!.x0 / view.width,
            x1: bounds[idx]!.x1 / view.width,
          },
        ];
      }),
      otherHeaders: others.map((o) => ({
        text: o.map((w) => w.text).join(' '),
        box: toNormBox(unionBoxes(o.map((w) => w.box)), view),
      })),
      endAnchor: end
        ? end.lines[0]!.words.slice(0, 4)
            .map((w) => w.text)
            .join(' ')
        : null,
      box: toNormBox(rows.length ? unionBoxes(rows.map((r) => r.box)) : unionBoxes(found.map((h) => h.box)), view),
    };
  }
  return null;
}

/** Words of one row → runs split at gaps wider than the text height. */
function groupRuns<T extends { box: { x0: number; x1: number; y0: number; y1: number } }>(words: T[]): T[][] {
  const sorted = [...words].sort((a, b) => a.box.x0 - b.box.x0);
  const runs: T[][] = [];
  for (const w of sorted) {
    const last = runs[runs.length - 1]?.at(-1);
    if (last && w.box.x0 - last.box.x1 < 0.9 * (w.box.y1 - w.box.y0)) runs[runs.length - 1]!.push(w);
    else runs.push([w]);
  }
  return runs;
}
