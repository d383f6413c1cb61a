import type { DocumentModel, DocumentType, ExtractionError, KeyValue, Page } from '@paperbridge/contracts';
import type { PPage } from '../model/internal.types.ts';
import { mergeContinuedTables } from '../tables/merge-continued-tables.stage.ts';
import type { PTable } from '../tables/table.types.ts';
import { analysePage } from './analyse-page.stage.ts';
import { assembleKeyValues, assemblePage, assembleTables } from './assemble-document.ts';
import type { Deadline } from './deadline.ts';

/**
 * One page as far as a page can be finished on its own: its words, lines, blocks and key-values already
 * in the contract's shape, its tables still internal (a table may go on over the next page, and only the
 * whole document can join them). A pool thread reading part of a long document sends these back.
 */
export interface PagePart {
  page: Page;
  keyValues: KeyValue[];
  tables: PTable[];
  /** the page's size in points, unrounded: table polygons and the continued-table check use it */
  size: { pageNumber: number; width: number; height: number };
}

/** Loaded pages → parts, as the loader hands them over (each analysed page is let go at once). */
export class PageCollector {
  readonly parts: PagePart[] = [];
  readonly errors: ExtractionError[] = [];
  readonly timings: Record<string, number> = {};

  constructor(private readonly deadline: Deadline) {}

  readonly onPage = (page: PPage): void => {
    this.deadline.check('layout', page.pageNumber);
    const a = analysePage(page);
    for (const [k, v] of Object.entries(a.timings)) this.timings[k] = (this.timings[k] ?? 0) + v;
    // a cell's words served its detection; the document needs its text and box (and a part's message is smaller without)
    const tables = a.tables.map((t) => ({ ...t, cells: t.cells.map((c) => ({ ...c, words: [] })) }));
    this.parts.push({
      page: assemblePage(a),
      keyValues: assembleKeyValues(a),
      tables,
      size: { pageNumber: page.pageNumber, width: page.width, height: page.height },
    });
  };

  readonly onPageError = (e: ExtractionError): void => {
    this.errors.push(e);
  };
}

/** Parts in page order → the document model: tables continued over a page break are joined here. */
export function assembleParts(
  parts: readonly PagePart[],
  meta: { fileName: string | null; type: DocumentType; pageCount: number },
): DocumentModel {
  const tables = mergeContinuedTables(
    parts.map((p) => ({ page: p.size.pageNumber, height: p.size.height, tables: p.tables })),
  );
  return {
    fileName: meta.fileName,
    type: meta.type,
    pageCount: meta.pageCount,
    pages: parts.map((p) => p.page),
    keyValues: parts.flatMap((p) => p.keyValues),
    tables: assembleTables(
      tables,
      parts.map((p) => p.size),
    ),
  };
}
