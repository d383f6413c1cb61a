import { useMemo } from 'react';
import { formatMoneyForLocale } from '@paperbridge/contracts';
import {
  datePatternForLocale,
  formatDayForLocale,
  formatMomentForLocale,
  formatPercentForLocale,
  localiseDayInMessage,
} from './locale-format';
import { useCompanyLocale } from './use-company-locale.hook';

/** The signed-in company's formatters, bound to its locale, for screens that show dates, amounts and percentages. */
export function useLocaleFormat() {
  const locale = useCompanyLocale();
  return useMemo(
    () => ({
      locale,
      moment: (iso: string) => formatMomentForLocale(iso, locale),
      day: (iso: string) => formatDayForLocale(iso, locale),
      /** the pickers' valueFormat */
      datePattern: datePatternForLocale(locale),
      money: (amount: number, currency: string) => formatMoneyForLocale(amount, currency, locale),
      percent: (value: number | null) => formatPercentForLocale(value, locale),
      dayInMessage: (text: string, template: (day: string) => string) => localiseDayInMessage(text, template, locale),
    }),
    [locale],
  );
}

export type LocaleFormat = ReturnType<typeof useLocaleFormat>;
