import { desc, eq, sql } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type DocTypeId, type MappingListRow } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, mappings } from '../../db/schema/index.ts';
import { inboundAddressOf } from '../email-source/inbound-address.ts';

/**
 * GetConfigurationList: the company's mappings, newest first, with how many corrections each learned from and
 * the address documents are e-mailed to (a mapping with the e-mail source; the domain is the configured one).
 */
export async function listMappings(db: Db, caller: CallerContext, inboundEmailDomain: string): Promise<MappingListRow[]> {
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
      inboundEmailKey: mappings.inboundEmailKey,
      takesEmail: sql<boolean>`coalesce((${mappings.endpoints}->>'isEmailConfig')::boolean, false)`.mapWith(Boolean),
    })
    .from(mappings)
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(inCompany(mappings, caller))
    .orderBy(desc(mappings.createdAt));
  return rows.map(({ createdAt, inboundEmailKey, takesEmail, ...r }) => ({
    ...r,
    docType: DOC_TYPE_NAMES[r.docTypeId as DocTypeId] ?? '',
    creationDate: createdAt.toISOString(),
    inboundEmail: takesEmail && inboundEmailKey ? inboundAddressOf(inboundEmailKey, inboundEmailDomain) : null,
  }));
}
