import { desc, eq, sql } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type DocTypeId, type MappingListRow } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, mappings } from '../../db/schema/index.ts';

/** GetConfigurationList: the company's mappings, newest first, with how many corrections each learned from. */
export async function listMappings(db: Db, caller: CallerContext): Promise<MappingListRow[]> {
  const rows = await db
    .select({
      cnId: mappings.id,
      configName: mappings.name,
      draftMode: mappings.draftMode,
      suppliersName: clients.companyName,
      supplierEmail: clients.email,
      docTypeId: mappings.docTypeId,
      createdAt: mappings.createdAt,
      fileName: mappings.sampleFileName,
      // the count the template keeps as it learns from corrections (absent until the first one)
      learnedCorrections: sql<number>`coalesce((${mappings.template}->>'corrections')::int, 0)`.mapWith(Number),
    })
    .from(mappings)
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(inCompany(mappings, caller))
    .orderBy(desc(mappings.createdAt));
  return rows.map(({ createdAt, ...r }) => ({ ...r, docType: DOC_TYPE_NAMES[r.docTypeId as DocTypeId] ?? '', creationDate: createdAt.toISOString() }));
}
