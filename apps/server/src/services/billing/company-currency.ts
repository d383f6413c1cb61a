import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { ownCompany } from '../company/own-company.ts';
import { currencyOfCompany, type Currency } from '../../domain/ledger/currency-for-country.ts';

/** The currency new ledger entries of the caller's company are booked in while its ledger is empty: the profile's, else the country's. */
export async function companyCurrency(db: Db, caller: CallerContext): Promise<Currency> {
  const [row] = await db
    .select({ country: companies.country, currency: companies.currency })
    .from(companies)
    .where(ownCompany(caller))
    .limit(1);
  return currencyOfCompany(row);
}
