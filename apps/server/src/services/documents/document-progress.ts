import { and, desc, eq, inArray } from 'drizzle-orm';
import { PROGRESS_OF_STATE, SETTLED_DOCUMENT_STATES, type DocumentProgress } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { documentStages, documents } from '../../db/schema/index.ts';

/**
 * The processing panel's view of some of the caller's documents: state, the step running or last
 * finished, and a percentage that follows the stages (docs/pipeline.md). Unknown ids are left out.
 */
export async function documentProgress(
  db: Db,
  caller: Pick<CallerContext, 'companyId'>,
  ids: string[],
): Promise<DocumentProgress[]> {
  if (!ids.length) return [];
  const docs = await db
    .select()
    .from(documents)
    .where(inCompany(documents, caller, inArray(documents.id, ids)));
  if (!docs.length) return [];
  const stages = await db
    .select()
    .from(documentStages)
    .where(
      and(
        eq(documentStages.companyId, caller.companyId),
        inArray(
          documentStages.documentId,
          docs.map((d) => d.id),
        ),
      ),
    )
    .orderBy(desc(documentStages.startedAt));
  return ids.flatMap((id) => {
    const d = docs.find((x) => x.id === id);
    if (!d) return [];
    const last = stages.find((s) => s.documentId === d.id && s.attempt === d.attempt && s.step !== 'deliver') ?? null;
    return [
      {
        dtId: d.id,
        fileName: d.fileName,
        source: d.source,
        state: d.status,
        step: last?.step ?? null,
        stepStatus: last?.status ?? null,
        progress: PROGRESS_OF_STATE[d.status] ?? 0,
        done: SETTLED_DOCUMENT_STATES.includes(d.status),
        approvalStatus: d.approvalStatus,
        message: d.errorMessage,
      },
    ];
  });
}
