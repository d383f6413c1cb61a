/**
 * Why a browser was signed out (issue 14 point 9). The web app remembers the reason for the tab it
 * happened in and passes it to the built-in provider's sign-in page as `pb_signed_out`, so that page
 * (and the landing page) can say why; an external provider ignores the parameter.
 */
export const SIGNED_OUT_REASONS = ['idle', 'password', 'other-tab', 'expired'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

export const SIGNED_OUT_PARAM = 'pb_signed_out';

export const SIGNED_OUT_MESSAGES: Record<SignedOutReason, string> = {
  // the spec's idle warning after 6 minutes plus its 4:00 countdown
  idle: 'You were signed out after 10 minutes without activity.',
  password: 'Your password was changed: sign in with the new one.',
  'other-tab': 'You were signed out because you logged out in another tab.',
  expired: 'Your session has ended: please sign in again.',
};

export const isSignedOutReason = (v: unknown): v is SignedOutReason =>
  typeof v === 'string' && (SIGNED_OUT_REASONS as readonly string[]).includes(v);
