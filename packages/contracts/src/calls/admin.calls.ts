import { z } from 'zod';
import { getSuburbsServerQuerySchema, redeemCouponQuerySchema, redeemCouponResultSchema, sendSecurityCodeServerQuerySchema } from '../account.contracts.ts';
import { adminUserDetailSchema, checkSecurityCodeQuerySchema, companyDetailsSchema, featuresRequestSchema, saveDetailsResultSchema } from '../auth.contracts.ts';
import {
  countryOptionSchema,
  getStatesQuerySchema,
  notificationSchema,
  paymentStatusSchema,
  stateOptionSchema,
  suburbOptionSchema,
  verifyAbnQuerySchema,
  verifyAbnResultSchema,
} from '../common.contracts.ts';
import { defineCall } from './define-call.ts';

/** Onboarding (company, features, PIN), the lists it needs, and the company's own account (server: http/admin/). */
export const ADMIN_CALLS = {
  saveDetails: defineCall({ method: 'POST', path: '/api/Admin/Auth/SaveDetails', access: 'session', module: 'admin', input: companyDetailsSchema, result: saveDetailsResultSchema }),
  saveConfigurationDetails: defineCall({ method: 'POST', path: '/api/Admin/Auth/SaveConfigurationDetails', access: 'session', module: 'admin', input: featuresRequestSchema }),
  sendSecurityCode: defineCall({ method: 'GET', path: '/api/Admin/Auth/SendSecurityCode', access: 'session', module: 'admin', query: sendSecurityCodeServerQuerySchema }),
  checkSecurityCode: defineCall({ method: 'GET', path: '/api/Admin/Auth/CheckSecurityCode', access: 'session', module: 'admin', query: checkSecurityCodeQuerySchema, result: z.boolean() }),
  getCountries: defineCall({ method: 'GET', path: '/api/admin/CommonAdmin/GetCountries', access: 'session', module: 'admin', result: z.array(countryOptionSchema) }),
  getStates: defineCall({
    method: 'GET',
    path: '/api/admin/CommonAdmin/GetStates',
    access: 'session',
    module: 'admin',
    query: getStatesQuerySchema,
    result: z.array(stateOptionSchema),
  }),
  getSuburbs: defineCall({
    method: 'GET',
    path: '/api/admin/CommonAdmin/GetSuburbs',
    access: 'session',
    module: 'admin',
    query: getSuburbsServerQuerySchema,
    result: z.array(suburbOptionSchema),
  }),
  verifyAbn: defineCall({ method: 'GET', path: '/api/admin/CommonAdmin/VerifyABN', access: 'session', module: 'admin', query: verifyAbnQuerySchema, result: verifyAbnResultSchema }),
  getAdminUserDetail: defineCall({ method: 'GET', path: '/api/admin/User/GetAdminUserDetail', access: 'admin', module: 'admin', result: adminUserDetailSchema }),
  updateAdminUserDetail: defineCall({ method: 'POST', path: '/api/admin/User/UpdateAdminUserDetail', access: 'admin', module: 'admin', input: companyDetailsSchema }),
  paymentStatus: defineCall({ method: 'GET', path: '/api/admin/User/PaymentStatus', access: 'admin', module: 'admin', result: paymentStatusSchema }),
  redeemCoupon: defineCall({ method: 'GET', path: '/api/admin/User/RedeemCoupon', access: 'admin', module: 'admin', query: redeemCouponQuerySchema, result: redeemCouponResultSchema }),
  getPaymentLink: defineCall({ method: 'GET', path: '/api/admin/User/GetPaymentLink', access: 'admin', module: 'admin', result: z.string() }),
  billing: defineCall({ method: 'GET', path: '/api/admin/User/Billing', access: 'admin', module: 'admin', result: z.string() }),
  getNotification: defineCall({ method: 'GET', path: '/api/Admin/Dashboard/GetNotification', access: 'admin', module: 'admin', result: z.array(notificationSchema) }),
} as const;
