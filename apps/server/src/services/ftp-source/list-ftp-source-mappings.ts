import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';

/**
 * Every finished mapping with an FTP source and its password, across companies: the one query of
 * the source that is not scoped to a company, because it is what schedules each company's polls
 * (each poll then reads its mapping within its company).
 */
export async function listFtpSourceMappings(db: Db): Promise<{ id: string; companyId: string }[]> {
  return db
    .select({ id: mappings.id, companyId: mappings.companyId })
    .from(mappings)
    .where(
      and(
        eq(mappings.draftMode, false),
        isNotNull(mappings.template),
        isNotNull(mappings.ftpInSecret),
        sql`jsonb_typeof(${mappings.endpoints}->'ftpIn') = 'object'`,
      ),
    )
    .orderBy(mappings.createdAt);
}
