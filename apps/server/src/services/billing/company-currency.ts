import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { ownCompany } from '../company/own-company.ts';
import { currencyForCountry, type Currency } from './currency-for-country.ts';

/** The currency new ledger entries of the caller's company are booked in. */
export async function companyCurrency(db: Db, caller: CallerContext): Promise<Currency> {
  const [row] = await db.select({ country: companies.country }).from(companies).where(ownCompany(caller)).limit(1);
  return currencyForCountry(row?.country);
}
