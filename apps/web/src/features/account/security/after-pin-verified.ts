import { MSG } from '@paperbridge/contracts';
import { userApi } from '../../../api/user.api';
import { setLoggedIn } from '../../../app/session/session-store';
import { SS } from '../../../app/session/storage-keys';
import { toastSuccess } from '../../../components/toast';
import { isRegistering, patchLoginState, setRegistering } from '../onboarding/login-state';

/**
 * After a correct PIN (spec 002 §4 Security PIN): loggedIn is set; a
 * registering user redeems the first-login coupon and gets the new-login
 * flag; then the payment status decides: 'not_initiated_yet' → the payment
 * link (returned as an external address), anything else → manage-session.
 */
export async function afterPinVerified(): Promise<{ external: string } | { route: string }> {
  toastSuccess(MSG.otpVerified);
  setLoggedIn(true);
  patchLoginState({ pinVerified: true });
  if (isRegistering()) {
    await userApi.redeemCoupon(true).catch(() => undefined);
    sessionStorage.setItem(SS.newLogin, 'true');
    setRegistering(false);
  }
  const payment = await userApi.paymentStatus().catch(() => null);
  if (payment?.status === 'not_initiated_yet') {
    const url = await userApi.getPaymentLink().catch(() => null);
    if (url) return { external: url };
  }
  return { route: '/manage/manage-session' };
}
