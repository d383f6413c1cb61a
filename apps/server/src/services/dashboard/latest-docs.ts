import { asc, desc } from 'drizzle-orm';
import type { DashboardDocRow } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { documentScope, type DashboardScopeInput } from './dashboard-scope.ts';
import { selectRows, toDocRows } from './document-rows.ts';

export const LATEST_DOCS_COUNT = 10;

/** POST GetLatestDocs: the ten newest documents within the filter, as Data's rows. */
export async function latestDocs(
  ctx: AppContext,
  caller: CallerContext,
  f: DashboardScopeInput,
): Promise<DashboardDocRow[]> {
  const scope = await documentScope(ctx, caller, f);
  if (!scope) return [];
  const rows = await selectRows(ctx)
    .where(scope)
    .orderBy(desc(documents.createdAt), asc(documents.id))
    .limit(LATEST_DOCS_COUNT);
  return toDocRows(ctx, caller, rows);
}
