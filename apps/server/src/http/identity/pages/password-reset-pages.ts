import { MSG } from '@paperbridge/contracts';
import { renderMessagePage, renderPage, esc } from './page-layout.ts';
import { PASSWORD_FORM_SCRIPT_PATH, field, passwordFormAttributes } from './form-fields.ts';

export const RESET_SENT_MESSAGE =
  'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link works once, within 1 hour.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset and you have been signed out everywhere. Sign in with your new password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link has expired or has already been used. Ask for a new one from the sign-in page.';

const interaction = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

/** Forgot password, reached from the sign-in page: the e-mail address to send the link to. */
export function renderForgotPage(opts: { uid: string; email?: string; error?: string }): string {
  return renderPage({
    title: 'Forgot your password?',
    body: `<h1>Forgot your password?</h1>
<p class="lead">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
<form method="post" action="${interaction(opts.uid)}/forgot" novalidate>
${field({ id: 'email', label: 'E-mail', type: 'email', value: opts.email, error: opts.error, autocomplete: 'email' })}
<button type="submit">Send reset link</button>
</form>
<p class="switch"><a href="${interaction(opts.uid)}/login">Back to sign in</a></p>`,
  });
}

/** The same answer whether or not the address has an account. */
export function renderForgotSentPage(uid: string): string {
  return renderPage({
    title: 'Check your e-mail',
    body: `<h1>Check your e-mail</h1>
<p class="notice" role="status">${esc(RESET_SENT_MESSAGE)}</p>
<a class="button" href="${interaction(uid)}/login">Back to sign in</a>`,
  });
}

export interface ResetErrors {
  password?: string;
  confirmPassword?: string;
}

/** The page the e-mailed link opens: the new password twice; the token travels in a hidden field. */
export function renderResetPage(opts: { token: string; errors?: ResetErrors }): string {
  const e = opts.errors ?? {};
  return renderPage({
    title: 'Choose a new password',
    script: PASSWORD_FORM_SCRIPT_PATH,
    body: `<h1>Choose a new password</h1>
<form method="post" action="/oidc/reset-password" novalidate ${passwordFormAttributes({ withEmail: false })}>
<input type="hidden" name="token" value="${esc(opts.token)}">
${field({ id: 'password', label: 'New password', type: 'password', error: e.password, hint: MSG.passwordRule, autocomplete: 'new-password' })}
${field({ id: 'confirmPassword', label: 'Confirm password', type: 'password', error: e.confirmPassword, autocomplete: 'new-password' })}
<button type="submit">Reset password</button>
</form>`,
  });
}

export function renderResetDonePage(appUrl: string): string {
  return renderMessagePage({
    title: 'Password reset',
    message: RESET_DONE_MESSAGE,
    action: { href: appUrl, label: 'Sign in' },
  });
}

export function renderResetInvalidPage(appUrl: string): string {
  return renderMessagePage({
    title: 'Link expired',
    message: RESET_LINK_INVALID_MESSAGE,
    action: { href: appUrl, label: 'Continue to Paperbridge' },
  });
}
