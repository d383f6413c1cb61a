import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReadFrom } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentResults } from '../../db/schema/index.ts';

/**
 * Where each document's values were read (issue 25), by document id, for a page of rows: 'einvoice' when it carried a
 * valid e-invoice, 'page' when it was read from its pages. One query by primary key; unread documents are left out.
 */
export async function readFromOf(
  ctx: AppContext,
  caller: CallerContext,
  ids: string[],
): Promise<Map<string, ReadFrom>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({
      documentId: documentResults.documentId,
      einvoice: sql<string | null>`${documentResults.einvoice}->>'status'`,
      read: sql<boolean>`${documentResults.model} is not null`,
    })
    .from(documentResults)
    .where(and(eq(documentResults.companyId, caller.companyId), inArray(documentResults.documentId, ids)));
  return new Map(
    rows.filter((r) => r.read).map((r) => [r.documentId, r.einvoice === 'ok' ? 'einvoice' : 'page'] as const),
  );
}
