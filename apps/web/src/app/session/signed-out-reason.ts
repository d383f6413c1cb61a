import { isSignedOutReason, SIGNED_OUT_MESSAGES, type SignedOutReason } from '@paperbridge/contracts';

/**
 * Why this tab was signed out (issue 14 point 9), kept in sessionStorage so it survives the trip through
 * the provider's end-session page back to the landing page, and per tab so a deliberate logout in one tab
 * is not announced as something else there. `logoutReason` in localStorage carries the reason to the
 * other tabs, which read it when the cross-tab logout flag fires.
 */
const TAB_KEY = 'pb.signedOutReason';
export const SHARED_KEY = 'pb.logoutReason';

export function rememberSignedOut(reason: SignedOutReason): void {
  sessionStorage.setItem(TAB_KEY, reason);
}

export function signedOutReason(): SignedOutReason | null {
  const v = sessionStorage.getItem(TAB_KEY);
  return isSignedOutReason(v) ? v : null;
}

export function signedOutMessage(): string | null {
  const reason = signedOutReason();
  return reason ? SIGNED_OUT_MESSAGES[reason] : null;
}

/** Read once by the next sign-in (it is passed to the provider's page), then forgotten. */
export function takeSignedOutReason(): SignedOutReason | null {
  const reason = signedOutReason();
  sessionStorage.removeItem(TAB_KEY);
  return reason;
}

/** What another tab's logout means for this one: the same reason for idle and a password change, else "another tab". */
export function reasonForOtherTab(shared: string | null): SignedOutReason {
  return shared === 'idle' || shared === 'password' ? shared : 'other-tab';
}
