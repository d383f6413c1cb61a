import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who is calling: every company-owned query is scoped by this. */
export interface CallerContext {
  companyId: string;
  userId: string;
  sessionId: string;
}

/**
 * The one way to filter a company-owned table: `where(inCompany(clients, caller, eq(clients.id, id)))`.
 * Taking the caller (not a bare id) makes it hard to pass another company's id by mistake.
 */
export function inCompany(
  table: { companyId: PgColumn },
  caller: Pick<CallerContext, 'companyId'>,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.companyId, caller.companyId), ...conditions)!;
}
