import { MSG } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { ownCompany } from '../company/own-company.ts';
import { fieldError } from '../common/field-error.ts';
import { pinPhoneOf } from './pin-phone-of.ts';

/** SendSecurityCode without ?phoneNumber: the phone stored on the company, else its contact number with the country's dial code. */
export async function defaultPhoneNumber(db: Db, caller: CallerContext): Promise<string> {
  const [row] = await db
    .select({ phoneNumber: companies.phoneNumber, contactNumber: companies.contactNumber, country: companies.country })
    .from(companies)
    .where(ownCompany(caller))
    .limit(1);
  const phone = pinPhoneOf(row);
  if (phone) return phone;
  throw fieldError('phoneNumber', MSG.phoneRequired);
}
