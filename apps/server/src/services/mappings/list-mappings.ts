import { desc, eq, sql } from 'drizzle-orm';
import { BATCH_DESTINATIONS, DOC_TYPE_NAMES, type DocTypeId, type MappingListRow } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, mappings } from '../../db/schema/index.ts';
import { inboundAddressOf } from '../email-source/inbound-address.ts';
import { waitingForDailyFiles } from '../../pipeline/deliver/daily-file/waiting-for-daily-file.ts';

/**
 * GetConfigurationList: the company's mappings, newest first, with how many corrections each learned from and
 * the address documents are e-mailed to (a mapping with the e-mail source; the domain is the configured one), and
 * its daily file: the destinations that take one, and how many documents wait for it (issue 30 point 2).
 */
export async function listMappings(
  db: Db,
  caller: CallerContext,
  inboundEmailDomain: string,
): Promise<MappingListRow[]> {
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
      fileLayouts: sql<{ Email?: string; FTP?: string } | null>`${mappings.endpoints}->'fileLayouts'`,
    })
    .from(mappings)
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(inCompany(mappings, caller))
    .orderBy(desc(mappings.createdAt));
  const waiting = await waitingForDailyFiles(db, caller.companyId);
  return rows.map(({ createdAt, inboundEmailKey, takesEmail, fileLayouts, ...r }) => ({
    ...r,
    dailyFile: dailyFileOf(fileLayouts, waiting.get(r.cnId) ?? 0),
    docType: DOC_TYPE_NAMES[r.docTypeId as DocTypeId] ?? '',
    creationDate: createdAt.toISOString(),
    inboundEmail: takesEmail && inboundEmailKey ? inboundAddressOf(inboundEmailKey, inboundEmailDomain) : null,
  }));
}

/** The daily file column: the destinations batched by the day, and how many documents wait for it. */
function dailyFileOf(layouts: { Email?: string; FTP?: string } | null, waiting: number): MappingListRow['dailyFile'] {
  const destinations = BATCH_DESTINATIONS.filter((d) => layouts?.[d] === 'daily');
  return destinations.length || waiting ? { destinations, waiting } : null;
}
