import {
  CURRENCIES,
  findCountry,
  type AccessModule,
  type AdminUserDetail,
  type CompanyDetails,
  type CurrencyCode,
} from '@paperbridge/contracts';
import type { companies } from '../../db/schema/index.ts';
import { localeOfCompany } from '../../domain/company/company-locale.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The validated form (companyDetailsSchema) → the company's columns. Singapore stores no state. */
export function companyColumns(d: CompanyDetails) {
  const country = findCountry(d.coCountry)!;
  return {
    isCompany: d.coIsCompany,
    companyName: d.coCompanyName,
    contactName: d.coContactName,
    contactNumber: d.coContactNumber,
    address1: d.coAddress1,
    address2: d.coAddress2,
    suburb: d.coSuburb,
    state: country.stateRequired ? d.coState : '',
    country: country.code,
    postCode: d.coPostCode,
    abn: d.coAbn,
    // regional settings: absent leaves the stored choice, null goes back to the country's default
    ...(d.coCurrency !== undefined && { currency: d.coCurrency }),
    ...(d.coDateOrder !== undefined && { dateOrder: d.coDateOrder }),
    ...(d.coDecimalMark !== undefined && { decimalMark: d.coDecimalMark }),
  };
}

const isCurrency = (v: string | null): v is CurrencyCode => (CURRENCIES as readonly (string | null)[]).includes(v);

/** The company row → the profile card (GetAdminUserDetail); the caller's notification choice is added by the caller. */
export function adminUserDetailOf(c: CompanyRow): Omit<AdminUserDetail, 'notifyByEmail'> {
  return {
    coIsCompany: c.isCompany,
    coCompanyName: c.companyName,
    coContactName: c.contactName,
    coContactNumber: c.contactNumber,
    coAddress1: c.address1,
    coAddress2: c.address2,
    coSuburb: c.suburb,
    coState: c.state,
    coCountry: c.country,
    coPostCode: c.postCode,
    coAbn: c.abn,
    coEmail: c.email,
    accessModuls: c.accessModules as AccessModule[],
    isNew: c.registeredAt === null,
    coCurrency: isCurrency(c.currency) ? c.currency : null,
    coDateOrder: c.dateOrder ?? null,
    coDecimalMark: c.decimalMark ?? null,
    locale: localeOfCompany(c),
  };
}
