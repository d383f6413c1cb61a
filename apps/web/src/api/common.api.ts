import { apiGet } from './api-client';

const COMMON = '/api/admin/CommonAdmin';

export interface CountryOption { id: number; value: string; code: string }
export interface StateOption { id: string; value: string; code: string }
export interface SuburbOption { id: string; value: string; postCode?: string }
export interface AbnResult { valid: boolean; abn: string; message: string }

export const commonApi = {
  getCountries: () => apiGet<CountryOption[]>(`${COMMON}/GetCountries`),
  getStates: (countryId: number) => apiGet<StateOption[]>(`${COMMON}/GetStates`, { query: { countryId } }),
  getSuburbs: (state: string, countryId?: number) => apiGet<SuburbOption[]>(`${COMMON}/GetSuburbs`, { query: { state, countryId } }),
  verifyAbn: (abn: string, name: string) => apiGet<AbnResult>(`${COMMON}/VerifyABN`, { query: { abn, name } }),
};
