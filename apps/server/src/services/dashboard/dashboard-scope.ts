import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, documents } from '../../db/schema/index.ts';

export interface DashboardScopeInput {
  startDate?: string;
  endDate?: string;
  supplierEmail?: string;
  docTypeId?: number;
}

/** The client picked in the selector, by e-mail; undefined = every client, null = an e-mail the company has no client for. */
export async function clientIdOf(
  ctx: AppContext,
  caller: CallerContext,
  supplierEmail: string | undefined,
): Promise<string | null | undefined> {
  if (!supplierEmail) return undefined;
  const [c] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(inCompany(clients, caller, eq(clients.email, supplierEmail)));
  return c?.id ?? null;
}

/**
 * The documents a dashboard filter covers: the caller's company, created in the range, of the
 * client and type picked. The client is matched by id (resolved once) so the (company, client,
 * created) index serves it. Documents still 'uploaded' (an upload intent never processed) are not
 * on the dashboard: the pipeline has not received them.
 */
export async function documentScope(
  ctx: AppContext,
  caller: CallerContext,
  f: DashboardScopeInput,
): Promise<SQL | null> {
  const clientId = await clientIdOf(ctx, caller, f.supplierEmail);
  if (clientId === null) return null;
  return documentsInRange(
    caller,
    f,
    clientId ? eq(documents.clientId, clientId) : undefined,
    f.docTypeId ? eq(documents.docTypeId, f.docTypeId) : undefined,
  );
}

/** The caller's received documents created in the filter's date range, and any further conditions. */
export function documentsInRange(
  caller: CallerContext,
  f: Pick<DashboardScopeInput, 'startDate' | 'endDate'>,
  ...more: (SQL | undefined)[]
): SQL {
  return inCompany(
    documents,
    caller,
    ne(documents.status, 'uploaded'),
    f.startDate ? gte(documents.createdAt, new Date(f.startDate)) : undefined,
    f.endDate ? lte(documents.createdAt, new Date(f.endDate)) : undefined,
    ...more,
  );
}

/** `and` of conditions that may be absent. */
export const allOf = (...conditions: (SQL | undefined)[]) => and(...conditions);

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** dtUniqueReference as SQL: the mapped reference, else the file name (a document never mapped). */
export const reference = sql`coalesce(${documents.uniqueReference}, ${documents.fileName})`;
