import { min, ne } from 'drizzle-orm';
import type { DefaultDateRange } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the dashboard looks at most by default (the analytics tabs' 180 days, spec 000 §9). */
export const DEFAULT_RANGE_DAYS = 180;
/** A company without documents starts 30 days back. */
export const EMPTY_RANGE_DAYS = 30;

/**
 * GET DefaultDateRange: the day of the company's first document, but no further back than 180
 * days, so the first view holds every recent document without a year of empty months.
 */
export async function defaultDateRange(
  ctx: AppContext,
  caller: CallerContext,
  now = new Date(),
): Promise<DefaultDateRange> {
  const [first] = await ctx.db
    .select({ at: min(documents.createdAt) })
    .from(documents)
    .where(inCompany(documents, caller, ne(documents.status, 'uploaded')));
  const floor = now.getTime() - DEFAULT_RANGE_DAYS * DAY_MS;
  const start = first?.at ? Math.max(first.at.getTime(), floor) : now.getTime() - EMPTY_RANGE_DAYS * DAY_MS;
  const day = new Date(start);
  day.setUTCHours(0, 0, 0, 0);
  return { startDate: day.toISOString(), endDate: now.toISOString() };
}
