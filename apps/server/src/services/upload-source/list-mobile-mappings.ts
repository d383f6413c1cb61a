import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type DocTypeId, type MobileMapping } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, mappings } from '../../db/schema/index.ts';

/**
 * GetMobileMappings: the caller's mappings that the capture page may send photos to. The same
 * rule as CreateDocIntent's mobile check, narrowed to the Mobile App source the user chose for
 * the mapping: final, with a template, `endpoints.isMobileApp`.
 */
export async function listMobileMappings(db: Db, caller: CallerContext): Promise<MobileMapping[]> {
  const rows = await db
    .select({
      cnId: mappings.id,
      configName: mappings.name,
      docTypeId: mappings.docTypeId,
      companyName: clients.companyName,
      email: clients.email,
    })
    .from(mappings)
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(
      inCompany(
        mappings,
        caller,
        and(
          eq(mappings.draftMode, false),
          isNotNull(mappings.template),
          sql`(${mappings.endpoints} ->> 'isMobileApp')::boolean is true`,
        ),
      ),
    )
    .orderBy(desc(mappings.createdAt));
  return rows.map((r) => ({
    cnId: r.cnId,
    configName: r.configName,
    docType: DOC_TYPE_NAMES[r.docTypeId as DocTypeId] ?? '',
    clientName: r.companyName || r.email,
  }));
}
