import type { KoaContextWithOIDC } from 'oidc-provider';
import type { OidcProviderPages } from '../../../services/identity/oidc/create-oidc-provider.ts';
import { esc, renderMessagePage, renderPage } from './page-layout.ts';

export const LOGOUT_SCRIPT_PATH = '/oidc/assets/logout.js';

/** RP-initiated logout confirmation: the served script submits it at once; without script, one click. */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Sign out',
    script: LOGOUT_SCRIPT_PATH,
    body: `<h1>Sign out of Paperbridge?</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Sign out</button>`,
  });
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderMessagePage({
    title: 'Signed out',
    message: 'You have been signed out of Paperbridge.',
    action: { href: '/', label: 'Continue to Paperbridge' },
  });
}

/** Provider errors (bad client, bad redirect, expired request) as a plain page, never internals. */
export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Sign-in problem',
    body: `<h1>Something went wrong while signing in</h1>
<p>${esc(out.error_description ?? out.error)}</p>
<a class="button" href="/">Continue to Paperbridge</a>`,
  });
}

export const providerPages: OidcProviderPages = { logoutSource, postLogoutSuccessSource, renderError };
