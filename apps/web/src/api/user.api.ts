import { ADMIN_CALLS, IDENTITY_CALLS, type ChangePasswordRequest, type CompanyDetails } from '@paperbridge/contracts';
import { callApi } from './call-api';

export const userApi = {
  getAdminUserDetail: () => callApi(ADMIN_CALLS.getAdminUserDetail),
  updateAdminUserDetail: (details: CompanyDetails) => callApi(ADMIN_CALLS.updateAdminUserDetail, { body: details }),
  changePassword: (body: ChangePasswordRequest) => callApi(IDENTITY_CALLS.changePassword, { body }),
  paymentStatus: (silent = false) => callApi(ADMIN_CALLS.paymentStatus, {}, { silent }),
  getPaymentLink: () => callApi(ADMIN_CALLS.getPaymentLink),
  billing: () => callApi(ADMIN_CALLS.billing),
  redeemCoupon: (firstLogin: boolean) => callApi(ADMIN_CALLS.redeemCoupon, { query: { FirstLogin: firstLogin } }),
};
