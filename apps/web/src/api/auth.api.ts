import {
  ADMIN_CALLS,
  IDENTITY_CALLS,
  type AccessModule,
  type CompanyDetails,
  type OpenDeepLinkRequest,
} from '@paperbridge/contracts';
import { callApi, callApiEnvelope } from './call-api';

export const authApi = {
  checkFirstLogin: (email: string, accessToken: string) =>
    callApi(IDENTITY_CALLS.checkFirstLogin, { body: { email, accessToken } }),
  sendVerificationEmail: (email: string) =>
    callApiEnvelope(IDENTITY_CALLS.sendVerificationEmail, { query: { email } }, { quiet: true }),
  saveDetails: (details: CompanyDetails) => callApi(ADMIN_CALLS.saveDetails, { body: details }),
  saveConfigurationDetails: (accessModuls: AccessModule[]) =>
    callApi(ADMIN_CALLS.saveConfigurationDetails, { body: { accessModuls } }),
  sendSecurityCode: (phoneNumber: string) => callApiEnvelope(ADMIN_CALLS.sendSecurityCode, { query: { phoneNumber } }),
  checkSecurityCode: (code: string) => callApi(ADMIN_CALLS.checkSecurityCode, { query: { code } }),
  /** whom a deep link's code or token signs in (a code is spent here), and whether it is this browser's account */
  openDeepLink: (link: OpenDeepLinkRequest) => callApi(IDENTITY_CALLS.openDeepLink, { body: link }),
  logout: () => callApiEnvelope(IDENTITY_CALLS.logout, {}, { quiet: true, silent: true }),
};
