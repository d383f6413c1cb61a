import { and, eq, inArray } from 'drizzle-orm';
import { MAP_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { ACTIVE_DOCUMENT_STATUSES, documents, mappings } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { findMapping } from './find-mapping.ts';

/** DeleteConfigurationById: refused while documents of the mapping are still in process. */
export async function deleteMapping(ctx: AppContext, caller: CallerContext, id: string): Promise<void> {
  const m = await findMapping(ctx.db, caller, id);
  await ctx.db.transaction(async (tx) => {
    // the check and the delete in one transaction; an intake that starts after it finds no mapping
    const [active] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        inCompany(
          documents,
          caller,
          and(eq(documents.mappingId, m.id), inArray(documents.status, [...ACTIVE_DOCUMENT_STATUSES])),
        ),
      )
      .limit(1);
    if (active) throw conflict(MAP_MSG.deleteRefused, [{ field: 'CnId', message: MAP_MSG.deleteRefused }]);
    await tx.delete(mappings).where(inCompany(mappings, caller, eq(mappings.id, m.id)));
  });
  if (m.sampleFileKey) await storageFor(ctx).delete(caller.companyId, m.sampleFileKey);
}
