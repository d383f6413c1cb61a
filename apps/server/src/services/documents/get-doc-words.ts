import { eq, sql } from 'drizzle-orm';
import type { DocWords, Page } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentResults } from '../../db/schema/index.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { NO_DATA_YET } from './get-approval-data.ts';
import { findDocument } from './find-document.ts';

/** The words of one page as the review screen needs them: text, box and line (lines give the phrase order). */
export function pageWords(page: Page): DocWords {
  const lineOf = new Map<number, number>();
  page.lines.forEach((line, l) => line.wordIndexes.forEach((w) => lineOf.set(w, l)));
  return {
    page: page.pageNumber,
    rotation: page.rotation,
    skew: page.skew,
    source: page.source,
    words: page.words.flatMap((w, i) =>
      w.text.trim() ? [{ text: w.text, polygon: w.polygon, line: lineOf.get(i) ?? null }] : [],
    ),
  };
}

/**
 * GetDocWords (beyond the spec): one page of the engine's stored model, read in the database (a
 * model of many pages is not loaded to answer one), for the caller's company only.
 */
export async function getDocWords(
  ctx: AppContext,
  caller: CallerContext,
  docId: string,
  pageNumber: number,
): Promise<DocWords> {
  const doc = await findDocument(ctx, caller, docId, 'docId');
  const [row] = await ctx.db
    .select({
      extracted: sql<boolean>`${documentResults.model} is not null`,
      page: sql<Page | null>`jsonb_path_query_first(${documentResults.model}, '$.pages[*] ? (@.pageNumber == $n)', jsonb_build_object('n', ${pageNumber}::int))`,
    })
    .from(documentResults)
    .where(eq(documentResults.documentId, doc.id));
  if (!row?.extracted) throw invalidField('docId', doc.errorMessage ?? NO_DATA_YET);
  if (!row.page) throw invalidField('page', `page: this document has no page ${pageNumber}.`);
  return pageWords(row.page);
}
