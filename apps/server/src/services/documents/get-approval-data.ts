import { eq } from 'drizzle-orm';
import { DASHBOARD_MSG, type ApprovalAnswer } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentResults } from '../../db/schema/index.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { findDocument } from './find-document.ts';
import { buildSpreadsheetData } from './build-spreadsheet-data.ts';
import { spreadsheetTabOf } from './spreadsheet-approval-type.ts';
import { refuseIfRemoved } from '../retention/refuse-if-removed.ts';
import { reviewReasonsOf } from './review-reasons-of.ts';
import { documentFacts } from '../../pipeline/map/values/document-facts.ts';
import { companyLocale } from '../../domain/company/company-locale.ts';

export const NO_DATA_YET = 'This document has no extracted data yet.';

/**
 * GetDataForApproval: the approved data when a person approved it, else what the pipeline
 * extracted; laid out as sheets for a spreadsheet-type document (docs/review.md). While it waits for review,
 * with the reasons why (issue 22); with each value as it will be delivered (issue 30).
 */
export async function getApprovalData(ctx: AppContext, caller: CallerContext, docId: string): Promise<ApprovalAnswer> {
  const doc = await findDocument(ctx, caller, docId, 'docId');
  refuseIfRemoved(doc, 'docId', DASHBOARD_MSG.retention);
  const [row] = await ctx.db
    .select({
      extracted: documentResults.extracted,
      approved: documentResults.approved,
      valueLocale: documentResults.valueLocale,
      documentKind: documentResults.documentKind,
      documentKindEvidence: documentResults.documentKindEvidence,
      party: documentResults.party,
    })
    .from(documentResults)
    .where(eq(documentResults.documentId, doc.id));
  const data = row?.approved ?? row?.extracted;
  if (!data) throw invalidField('docId', doc.errorMessage ?? NO_DATA_YET);
  const tab = await spreadsheetTabOf(ctx, caller, doc);
  const reasons = await reviewReasonsOf(ctx, caller, doc);
  const why = reasons.length ? { reviewReasons: reasons } : {};
  if (tab) return { ...buildSpreadsheetData(data, tab), ...why };
  return { ...data, ...why, facts: documentFacts(data, row!, await companyLocale(ctx.db, caller.companyId)) };
}
