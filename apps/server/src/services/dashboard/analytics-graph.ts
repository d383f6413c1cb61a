import { count, sql } from 'drizzle-orm';
import type { AnalyticsFilterQuery, AnalyticsGraphRow, AnalyticsModule } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { analyticsScope } from './analytics-scope.ts';
import { monthRange } from './month-range.ts';

/**
 * POST GetDataAnalyticsGraph / GetInsightGraph: the tab's documents per month {monthYear
 * 'YYYY-MM', rowCount}, every month of the range (oldest first, empty ones at 0) so the bars keep
 * their places. Months are the caller's calendar months, like the days of the filter.
 */
export async function analyticsGraph(
  ctx: AppContext,
  caller: CallerContext,
  module: AnalyticsModule,
  f: AnalyticsFilterQuery,
): Promise<AnalyticsGraphRow[]> {
  const { where, range } = analyticsScope(caller, module, f);
  const month = sql<string>`to_char(${documents.createdAt} at time zone ${f.timeZone}, 'YYYY-MM')`;
  // grouped by position: the zone is a bound parameter, so the select's and a repeated group by's expressions would differ
  const counted = await ctx.db
    .select({ month, n: count() })
    .from(documents)
    .where(where)
    .groupBy(sql`1`);
  const byMonth = new Map(counted.map((r) => [r.month, r.n]));
  const months =
    range.dateFrom > range.dateTo
      ? []
      : monthRange(new Date(`${range.dateFrom}T00:00:00Z`), new Date(`${range.dateTo}T00:00:00Z`));
  return months.map((monthYear) => ({ monthYear, rowCount: byMonth.get(monthYear) ?? 0 }));
}
