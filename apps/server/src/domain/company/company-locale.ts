import { eq } from 'drizzle-orm';
import {
  DATE_ORDERS,
  DECIMAL_MARKS,
  defaultLocaleFor,
  type CompanyLocale,
  type DateOrder,
  type DecimalMark,
} from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';

type LocaleColumns = Pick<typeof companies.$inferSelect, 'country' | 'currency' | 'dateOrder' | 'decimalMark'>;

const isDateOrder = (v: unknown): v is DateOrder => (DATE_ORDERS as readonly unknown[]).includes(v);
const isDecimalMark = (v: unknown): v is DecimalMark => (DECIMAL_MARKS as readonly unknown[]).includes(v);

/** The company's regional settings from its row: the profile's choices over its country's defaults. */
export function localeOfCompany(row: LocaleColumns | undefined): CompanyLocale {
  const defaults = defaultLocaleFor(row?.country);
  return {
    ...defaults,
    currency: row?.currency || defaults.currency,
    dateOrder: isDateOrder(row?.dateOrder) ? row.dateOrder : defaults.dateOrder,
    decimal: isDecimalMark(row?.decimalMark) ? row.decimalMark : defaults.decimal,
  };
}

/**
 * The company's locale (issue 30 point 5): its country's defaults (phone dial code, currency,
 * date order, decimal mark) with the profile's overrides applied. Australia's for a company
 * not registered yet (spec 002 §9 default country). Callers pass their own company's id.
 */
export async function companyLocale(db: Db, companyId: string): Promise<CompanyLocale> {
  const [row] = await db
    .select({
      country: companies.country,
      currency: companies.currency,
      dateOrder: companies.dateOrder,
      decimalMark: companies.decimalMark,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return localeOfCompany(row);
}
