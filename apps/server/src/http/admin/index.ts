import type { RouteRegistrar } from '../route-registrar.ts';
import { saveDetailsRoute } from './auth/save-details.route.ts';
import { saveConfigurationDetailsRoute } from './auth/save-configuration-details.route.ts';
import { sendSecurityCodeRoute } from './auth/send-security-code.route.ts';
import { checkSecurityCodeRoute } from './auth/check-security-code.route.ts';
import { getCountriesRoute } from './common/get-countries.route.ts';
import { getStatesRoute } from './common/get-states.route.ts';
import { getSuburbsRoute } from './common/get-suburbs.route.ts';
import { verifyAbnRoute } from './common/verify-abn.route.ts';
import { searchAddressRoute } from './common/search-address.route.ts';
import { guessCountryRoute } from './common/guess-country.route.ts';
import { getAdminUserDetailRoute } from './user/get-admin-user-detail.route.ts';
import { updateAdminUserDetailRoute } from './user/update-admin-user-detail.route.ts';
import { paymentStatusRoute } from './user/payment-status.route.ts';
import { redeemCouponRoute } from './user/redeem-coupon.route.ts';
import { getPaymentLinkRoute } from './user/get-payment-link.route.ts';
import { billingRoute } from './user/billing.route.ts';
import { getNotificationRoute } from './dashboard/get-notification.route.ts';

/** Onboarding and account calls under /api/Admin/* (company details, features, PIN, common lists, user). */
export const adminRoutes: RouteRegistrar[] = [
  saveDetailsRoute,
  saveConfigurationDetailsRoute,
  sendSecurityCodeRoute,
  checkSecurityCodeRoute,
  getCountriesRoute,
  getStatesRoute,
  getSuburbsRoute,
  verifyAbnRoute,
  searchAddressRoute,
  guessCountryRoute,
  getAdminUserDetailRoute,
  updateAdminUserDetailRoute,
  paymentStatusRoute,
  redeemCouponRoute,
  getPaymentLinkRoute,
  billingRoute,
  getNotificationRoute,
];
