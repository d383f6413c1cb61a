import { centerX, centerY } from '../geometry/box.ts';
import { detectKeyValues } from '../keyvalues/detect-key-values.stage.ts';
import type { PKeyValue } from '../keyvalues/key-value.types.ts';
import { groupBlocks } from '../layout/group-blocks.stage.ts';
import { groupLines } from '../layout/group-lines.stage.ts';
import { orderBlocks } from '../layout/reading-order.stage.ts';
import type { PBlock, PLine, PPage } from '../model/internal.types.ts';
import { detectHeaderRows } from '../tables/detect-header-rows.ts';
import { detectRuledTables } from '../tables/detect-ruled-tables.stage.ts';
import { detectUnruledTables } from '../tables/detect-unruled-tables.stage.ts';
import type { PTable } from '../tables/table.types.ts';

export interface AnalysedPage {
  page: PPage;
  lines: PLine[];
  blocks: PBlock[];
  tables: PTable[];
  keyValues: PKeyValue[];
  /** ms per stage */
  timings: Record<string, number>;
}

/** Layout, tables and key-values for one loaded page (pure, synchronous). */
export function analysePage(page: PPage): AnalysedPage {
  const timings: Record<string, number> = {};
  const time = <T>(name: string, f: () => T): T => {
    const t0 = performance.now();
    try {
      return f();
    } finally {
      timings[name] = (timings[name] ?? 0) + performance.now() - t0;
    }
  };
  const { blocks, lines } = time('layout', () => {
    const ordered = orderBlocks(groupBlocks(groupLines(page.words)));
    return { blocks: ordered, lines: ordered.flatMap((b) => b.lines) };
  });
  let ruledAll: PTable[] = [];
  const tables = time('tables', () => {
    const ruled = detectRuledTables(page.rulings, page.words, page.pageNumber);
    ruledAll = ruled;
    const inRuled = (l: PLine) =>
      ruled.some((t) =>
        l.words.every(
          (w) =>
            centerX(w.box) >= t.box.x0 &&
            centerX(w.box) <= t.box.x1 &&
            centerY(w.box) >= t.box.y0 &&
            centerY(w.box) <= t.box.y1,
        ),
      );
    const unruled = detectUnruledTables(
      lines.filter((l) => !inRuled(l)),
      page.pageNumber,
    );
    const all = [...ruled.filter((t) => t.rowCount >= 2 && t.colCount >= 2), ...unruled].sort(
      (a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0,
    );
    for (const t of all) t.headerRows = detectHeaderRows(t);
    return all;
  });
  // only data tables (ruled, or with a header row) silence the label-beside-number rule; form-like grids keep it
  const keyValues = time('key-values', () =>
    detectKeyValues(
      lines,
      ruledAll,
      page.pageNumber,
      page.width,
      tables.filter((t) => t.kind === 'ruled' || t.headerRows > 0).map((t) => t.box),
    ),
  );
  return { page, lines, blocks, tables, keyValues, timings };
}
