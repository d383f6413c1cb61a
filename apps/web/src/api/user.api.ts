import type { AdminUserDetail, ChangePasswordRequest, CompanyDetails, PaymentStatus } from '@paperbridge/contracts';
import { apiGet, apiPost } from './api-client';

const USER = '/api/admin/User';

export const userApi = {
  getAdminUserDetail: () => apiGet<AdminUserDetail>(`${USER}/GetAdminUserDetail`),
  updateAdminUserDetail: (details: CompanyDetails) => apiPost<unknown>(`${USER}/UpdateAdminUserDetail`, details),
  changePassword: (body: ChangePasswordRequest) => apiPost<unknown>(`${USER}/ChangePassword`, body),
  paymentStatus: (silent = false) => apiGet<PaymentStatus>(`${USER}/PaymentStatus`, { silent }),
  getPaymentLink: () => apiGet<string>(`${USER}/GetPaymentLink`),
  billing: () => apiGet<string>(`${USER}/Billing`),
  redeemCoupon: (firstLogin: boolean) => apiGet<unknown>(`${USER}/RedeemCoupon`, { query: { FirstLogin: firstLogin } }),
};
