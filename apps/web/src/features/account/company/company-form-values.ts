import type { AccessModule, AdminUserDetail } from '@paperbridge/contracts';
import { DEFAULT_COUNTRY, DEFAULT_STATE, findCountry } from '@paperbridge/contracts';

/** What the company details form edits (companyDetailsSchema input, country as a free string). */
export interface CompanyFormValues {
  coIsCompany: boolean;
  coCompanyName: string;
  coContactName: string;
  coContactNumber: string;
  coAddress1: string;
  coAddress2: string;
  coSuburb: string;
  coState: string;
  coCountry: string;
  coPostCode: string;
  coAbn: string;
  gAddress: string;
  accessModuls: AccessModule[];
}

/**
 * The countries where the form is enabled: the spec's six (spec 002 §5 Profile) and those added for
 * issue 30 (a German company), all of packages/contracts COUNTRIES.
 */
export const isSupportedCountry = (code: string) => findCountry(code)?.code.toLowerCase() === code.toLowerCase();

export const ADDRESS_FIELDS = ['coAddress1', 'coAddress2', 'coSuburb', 'coState', 'coPostCode', 'gAddress'] as const;

/** ICR and DA are the base modules; the features page chooses the final set. */
export const BASE_MODULES: AccessModule[] = ['ICR', 'DA'];

export function emptyCompanyValues(
  coIsCompany: boolean,
  accessModuls: AccessModule[] = BASE_MODULES,
): CompanyFormValues {
  return {
    coIsCompany,
    coCompanyName: '',
    coContactName: '',
    coContactNumber: '',
    coAddress1: '',
    coAddress2: '',
    coSuburb: '',
    // spec 002 §9: the default country is Australia, and a missing state is QLD
    coState: DEFAULT_COUNTRY === 'AU' ? DEFAULT_STATE : '',
    coCountry: DEFAULT_COUNTRY,
    coPostCode: '',
    coAbn: '',
    gAddress: '',
    accessModuls,
  };
}

export function valuesFromDetail(d: AdminUserDetail): CompanyFormValues {
  return {
    coIsCompany: d.coIsCompany,
    coCompanyName: d.coCompanyName ?? '',
    coContactName: d.coContactName ?? '',
    coContactNumber: d.coContactNumber ?? '',
    coAddress1: d.coAddress1 ?? '',
    coAddress2: d.coAddress2 ?? '',
    coSuburb: d.coSuburb ?? '',
    coState: d.coState || ((findCountry(d.coCountry)?.code ?? DEFAULT_COUNTRY) === 'AU' ? DEFAULT_STATE : ''),
    coCountry: findCountry(d.coCountry)?.code ?? (d.coCountry || DEFAULT_COUNTRY),
    coPostCode: d.coPostCode ?? '',
    coAbn: d.coAbn ?? '',
    gAddress: '',
    accessModuls: d.accessModuls.length ? d.accessModuls : BASE_MODULES,
  };
}
