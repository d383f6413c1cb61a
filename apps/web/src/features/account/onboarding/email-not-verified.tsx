import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { MSG } from '@paperbridge/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-client';
import { authApi } from '../../../api/auth.api';
import { startSignIn } from '../../../app/auth/oidc-client';
import { useConfig } from '../../../app/config/config.context';
import { logout } from '../../../app/session/logout';
import { SS } from '../../../app/session/storage-keys';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { getLoginEmail } from './login-state';

/** Resend attempts allowed before the user is logged out (spec 002 §9). */
export const RESEND_LIMIT = 3;
/** Time to read the toast before leaving. */
const LEAVE_MS = 1500;

/**
 * Shown instead of the company form while the e-mail is not verified (spec 002 §2, §4 Resend), with
 * the way to sign in again once the link is used (issue 26 point 3): the provider's session is
 * still there, so signing in asks for nothing and the new answer says the address is verified.
 */
export function EmailNotVerified() {
  const config = useConfig();
  const [busy, setBusy] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const signIn = () => {
    setSigningIn(true);
    startSignIn(config).catch((e: unknown) => {
      setSigningIn(false);
      toastWarning(e instanceof Error ? e.message : String(e));
    });
  };
  const resend = async () => {
    setBusy(true);
    try {
      await authApi.sendVerificationEmail(getLoginEmail());
      toastSuccess(MSG.activationSent);
      window.setTimeout(() => void logout(config), LEAVE_MS);
    } catch (e) {
      const attempts = Number(sessionStorage.getItem(SS.resendAttempts) ?? 0) + 1;
      sessionStorage.setItem(SS.resendAttempts, String(attempts));
      // 429: the server's limit of 3 resends is reached (each success logs out, so this tab's count starts
      // again): another try cannot succeed now, so it is the last one too
      if (attempts >= RESEND_LIMIT || (e instanceof ApiError && e.code === 429)) {
        toastWarning(MSG.resendLater);
        window.setTimeout(() => void logout(config), LEAVE_MS);
      } else {
        toastWarning(MSG.resendTryAgain);
        setBusy(false);
      }
    }
  };
  return (
    <Alert color="yellow" title="Your e-mail address is not verified" data-testid="email-not-verified">
      <Text size="sm">
        Please verify your e-mail address using the link we sent to {getLoginEmail() || 'your inbox'}, then sign in
        again.
      </Text>
      <Group mt="sm" gap="lg">
        <Button size="sm" onClick={signIn} loading={signingIn} data-testid="email-not-verified-sign-in">
          Sign in
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={resend}
          disabled={busy}
          data-testid="resend-activation"
        >
          Resend the activation e-mail
        </Anchor>
      </Group>
    </Alert>
  );
}
