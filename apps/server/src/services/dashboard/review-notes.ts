import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { REVIEW_NOTE_TEXT, REVIEW_REASON_TEXT, type DashboardReviewNote } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentResults, type DocumentParty, type DuplicateOf } from '../../db/schema/index.ts';

/** What the map stage recorded about a document that makes it suspect (document_results). */
export interface SuspectFacts {
  duplicateOf: DuplicateOf | null;
  strangerReason: string | null;
  party: DocumentParty | null;
}

/** The tags of one document: a possible duplicate names the earlier document, a stranger who it appears to be from. */
export function reviewNotesFor(facts: SuspectFacts): DashboardReviewNote[] {
  const notes: DashboardReviewNote[] = [];
  if (facts.duplicateOf) {
    const { reference, documentId } = facts.duplicateOf;
    notes.push({
      code: 'possible_duplicate',
      text: REVIEW_NOTE_TEXT.duplicate(reference),
      message: REVIEW_REASON_TEXT.duplicate(reference),
      documentId,
    });
  }
  if (facts.strangerReason) {
    const name = facts.party?.name?.trim();
    notes.push({
      code: 'other_supplier',
      text: name ? REVIEW_NOTE_TEXT.otherSupplier(name) : REVIEW_NOTE_TEXT.unknownSupplier,
      message: facts.strangerReason,
    });
  }
  return notes;
}

/**
 * The tags of a page's documents that wait for review (issue 30 points 3 and 4), by document id: one query by
 * primary key for those rows only, so the list's index-only choice of the page stays as it was
 * (docs/dashboard-bench.md). Once a person approved or reprocessed a document it no longer waits, and its tag goes.
 */
export async function reviewNotesOf(
  ctx: AppContext,
  caller: CallerContext,
  rows: { id: string | null; status: string | null }[],
): Promise<Map<string, DashboardReviewNote[]>> {
  const waiting = rows.filter((r) => r.status === 'awaiting_review').map((r) => r.id!);
  if (!waiting.length) return new Map();
  const found = await ctx.db
    .select({
      documentId: documentResults.documentId,
      duplicateOf: documentResults.duplicateOf,
      strangerReason: documentResults.strangerReason,
      party: documentResults.party,
    })
    .from(documentResults)
    .where(
      and(
        eq(documentResults.companyId, caller.companyId),
        inArray(documentResults.documentId, waiting),
        or(isNotNull(documentResults.duplicateOf), isNotNull(documentResults.strangerReason)),
      ),
    );
  return new Map(found.map((r) => [r.documentId, reviewNotesFor(r)]));
}
