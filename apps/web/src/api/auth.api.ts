import type { AccessModule, CheckFirstLoginResult, CompanyDetails, OpenDeepLinkRequest, OpenDeepLinkResult } from '@paperbridge/contracts';
import { apiGet, apiPost, request } from './api-client';

const AUTH = '/api/Admin/Auth';

export const authApi = {
  checkFirstLogin: (email: string, accessToken: string) =>
    apiPost<CheckFirstLoginResult>(`${AUTH}/CheckFirstLogin`, { email, accessToken }),
  sendVerificationEmail: (email: string) => request<unknown>('GET', `${AUTH}/SendVerificationEmail`, { query: { email }, quiet: true }),
  saveDetails: (details: CompanyDetails) => apiPost<{ token: string }>(`${AUTH}/SaveDetails`, details),
  saveConfigurationDetails: (accessModuls: AccessModule[]) => apiPost<unknown>(`${AUTH}/SaveConfigurationDetails`, { accessModuls }),
  sendSecurityCode: (phoneNumber: string) => request<unknown>('GET', `${AUTH}/SendSecurityCode`, { query: { phoneNumber } }),
  checkSecurityCode: (code: string) => apiGet<boolean>(`${AUTH}/CheckSecurityCode`, { query: { code } }),
  /** whom a deep link's code or token signs in (a code is spent here), and whether it is this browser's account */
  openDeepLink: (link: OpenDeepLinkRequest) => apiPost<OpenDeepLinkResult>(`${AUTH}/OpenDeepLink`, link),
  logout: () => request<unknown>('POST', `${AUTH}/Logout`, { quiet: true, silent: true }),
};
