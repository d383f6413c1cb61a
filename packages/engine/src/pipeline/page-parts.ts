import type { ExtractionError } from '@paperbridge/contracts';
import type { PPage } from '../model/internal.types.ts';
import { analysePage } from './analyse-page.stage.ts';
import type { PagePart } from './assemble-parts.ts';
import { assembleKeyValues, assemblePage } from './assemble-document.ts';
import type { Deadline } from './deadline.ts';

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
