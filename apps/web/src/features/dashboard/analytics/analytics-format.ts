import dayjs from 'dayjs';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MODULES,
  type AnalyticsFilter,
  type AnalyticsModule,
} from '@paperbridge/contracts';
import type { PublicConfig } from '../../../app/config/public-config';
import { externalAppUrl } from '../../../app/layouts/external-app-url';

export interface AnalyticsFilterValues {
  reference: string;
  fileName: string;
  /** 'YYYY-MM-DD' local days of the pickers */
  dateFrom: string;
  dateTo: string;
}

/** Empty text filters and 180 days back to today (spec 000 §9). */
export function defaultAnalyticsFilter(today = dayjs()): AnalyticsFilterValues {
  return {
    reference: '',
    fileName: '',
    dateFrom: today.subtract(ANALYTICS_DEFAULT_DAYS, 'day').format('YYYY-MM-DD'),
    dateTo: today.format('YYYY-MM-DD'),
  };
}

/** The browser's time zone, so the server reads the picked days and groups months as the user sees them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The analytics filters as the calls take them: blank text is no filter. */
export function toAnalyticsFilter(v: AnalyticsFilterValues, timeZone = browserTimeZone()): AnalyticsFilter {
  return {
    reference: v.reference.trim() || undefined,
    fileName: v.fileName.trim() || undefined,
    dateFrom: v.dateFrom,
    dateTo: v.dateTo,
    timeZone,
  };
}

/** 'YYYY-MM' as the chart's axis shows it ('Mar 2025'). */
export const monthLabel = (monthYear: string) => dayjs(`${monthYear}-01`).format('MMM YYYY');

/** The reference's link: the AI site's redirect page with page=legal (DA) or medicine (IG), the token and ref; null when not configured. */
export function referenceHref(
  config: Pick<PublicConfig, 'aiSiteUrl'>,
  module: AnalyticsModule,
  token: string,
  ref: string,
): string | null {
  return externalAppUrl(config, ANALYTICS_MODULES[module].page, token, ref);
}
