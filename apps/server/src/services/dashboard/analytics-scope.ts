import { eq, ilike, type SQL } from 'drizzle-orm';
import { ANALYTICS_MODULES, type AnalyticsFilterQuery, type AnalyticsModule } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { containing, documentsInRange, reference } from './dashboard-scope.ts';
import { zonedDayRange, type DayRange } from './zoned-days.ts';

/**
 * The documents an analytics tab covers: the caller's received documents of the module's type
 * (DA: leave and license agreements, IG: customised / handwritten; docs/dashboard.md) created
 * within the filter's days in the caller's zone, whose reference and file name contain what
 * was typed. The company, status and date conditions are the ICR tab's own (documentsInRange).
 */
export function analyticsScope(
  caller: CallerContext,
  module: AnalyticsModule,
  f: AnalyticsFilterQuery,
  now = new Date(),
): { where: SQL; range: DayRange } {
  const range = zonedDayRange(f, now);
  const where = documentsInRange(
    caller,
    range,
    eq(documents.docTypeId, ANALYTICS_MODULES[module].docTypeId),
    f.reference ? ilike(reference, containing(f.reference)) : undefined,
    f.fileName ? ilike(documents.fileName, containing(f.fileName)) : undefined,
  );
  return { where, range };
}
