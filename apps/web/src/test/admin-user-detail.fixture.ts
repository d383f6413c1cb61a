import { defaultLocaleFor, type AdminUserDetail } from '@paperbridge/contracts';

/**
 * A whole GetAdminUserDetail answer for a company of `country`: the client parses the answer with the
 * contracts' schema, so a fixture carrying only the locale would be refused like a wrong answer.
 */
export function adminUserDetail(country: string, overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    coIsCompany: true,
    coCompanyName: 'Harbour Supplies',
    coContactName: 'Anna Berg',
    coContactNumber: '+4930123456',
    coAddress1: 'Hafenstraße 1',
    coAddress2: '',
    coSuburb: 'Mitte',
    coState: 'Berlin',
    coCountry: country,
    coPostCode: '10115',
    coAbn: '',
    coEmail: 'anna@harbour.example',
    accessModuls: ['ICR'],
    isNew: false,
    notifyByEmail: false,
    coCurrency: null,
    coDateOrder: null,
    coDecimalMark: null,
    locale: defaultLocaleFor(country),
    ...overrides,
  };
}
