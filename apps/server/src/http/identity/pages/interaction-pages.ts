import { MSG } from '@paperbridge/contracts';
import { esc, renderPage } from './page-layout.ts';
import { PASSWORD_FORM_SCRIPT_PATH, field, formAlert, passwordFormAttributes } from './form-fields.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password.';
export const LOCKED_LOGIN_MESSAGE = (wait: string) =>
  `Too many failed sign-ins for this e-mail address: try again in ${wait}.`;

const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

export function renderLoginPage(opts: { uid: string; email?: string; error?: string; notice?: string }): string {
  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
${opts.notice && !opts.error ? `<p class="notice" role="status" data-testid="signed-out-reason">${esc(opts.notice)}</p>` : ''}
${formAlert(opts.error)}
<form method="post" action="${base(opts.uid)}/login" novalidate>
${field({ id: 'email', label: 'E-mail', type: 'email', value: opts.email, autocomplete: 'email' })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<p class="forgot"><a href="${base(opts.uid)}/forgot">Forgot your password?</a></p>
<button type="submit">Sign in</button>
</form>
<p class="switch">New to Paperbridge? <a href="${base(opts.uid)}/signup">Create an account</a></p>`,
  });
}

export interface SignupErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
  form?: string;
}

export function renderSignupPage(opts: { uid: string; email?: string; errors?: SignupErrors }): string {
  const e = opts.errors ?? {};
  return renderPage({
    title: 'Create an account',
    script: PASSWORD_FORM_SCRIPT_PATH,
    body: `<h1>Create an account</h1>
${formAlert(e.form)}
<form method="post" action="${base(opts.uid)}/signup" novalidate ${passwordFormAttributes({ withEmail: true })}>
${field({ id: 'email', label: 'E-mail', type: 'email', value: opts.email, error: e.email, autocomplete: 'email' })}
${field({ id: 'password', label: 'Password', type: 'password', error: e.password, hint: MSG.passwordRule, autocomplete: 'new-password' })}
${field({ id: 'confirmPassword', label: 'Confirm password', type: 'password', error: e.confirmPassword, autocomplete: 'new-password' })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base(opts.uid)}/login">Sign in</a></p>`,
  });
}

/** The interaction cookie is gone or expired: the sign-in must start again from the app. */
export function renderInteractionExpiredPage(appUrl: string): string {
  return renderPage({
    title: 'Sign-in expired',
    body: `<h1>This sign-in page has expired</h1>
<p>Please start again from Paperbridge.</p>
<a class="button" href="${esc(appUrl)}">Continue to Paperbridge</a>`,
  });
}
