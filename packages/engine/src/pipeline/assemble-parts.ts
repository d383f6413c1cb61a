import type { DocumentModel, DocumentType, KeyValue, Page } from '@paperbridge/contracts';
import { mergeContinuedTables } from '../tables/merge-continued-tables.stage.ts';
import type { PTable } from '../tables/table.types.ts';
import { assembleTables } from './assemble-document.ts';

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

/**
 * Parts in page order → the document model: tables continued over a page break are joined here. Apart from
 * page-parts.ts (which analyses pages) so that the CLI's main thread joins parts without loading the page stages.
 */
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
