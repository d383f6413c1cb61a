import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RefusedLogQuery, RefusedLogResult } from '@paperbridge/contracts';
import type { Db } from '../../../db/database.ts';
import { inCompany, type CallerContext } from '../../../db/company-scope.ts';
import { mappings, sourceReceipts } from '../../../db/schema/index.ts';
import { ftpServerOf } from '../../../pipeline/intake/document-sources.ts';

/**
 * POST RefusedLog (issue 30 point 7): one page of what the company's e-mail and FTP sources refused, newest first,
 * with the reason the bell gave. Only refusals a company can be named for are here: mail to an address that is
 * not a mapping's is refused at RCPT, before anyone's company is known.
 */
export async function listRefusedLog(db: Db, caller: CallerContext, q: RefusedLogQuery): Promise<RefusedLogResult> {
  const where = inCompany(
    sourceReceipts,
    caller,
    eq(sourceReceipts.status, 'refused'),
    inArray(sourceReceipts.source, ['email', 'ftp']),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(sourceReceipts).where(where),
    db
      .select({ r: sourceReceipts, configName: mappings.name })
      .from(sourceReceipts)
      .leftJoin(
        mappings,
        and(eq(mappings.id, sourceReceipts.mappingId), eq(mappings.companyId, sourceReceipts.companyId)),
      )
      .where(where)
      .orderBy(desc(sourceReceipts.createdAt), desc(sourceReceipts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return {
    recordCount: total?.n ?? 0,
    refusals: rows.map(({ r, configName }) => ({
      id: r.id,
      receivedDate: r.createdAt.toISOString(),
      source: r.source === 'ftp' ? 'ftp' : 'email',
      sender: r.sender && r.source === 'ftp' ? ftpServerOf(r.sender) : r.sender,
      subject: r.subject,
      item: r.item,
      reason: r.reason ?? '',
      configName: configName ?? '',
      cnId: r.mappingId,
    })),
  };
}
