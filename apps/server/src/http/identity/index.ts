import type { RouteRegistrar } from '../route-registrar.ts';
import { whenBuiltinProvider } from './when-builtin-provider.ts';
import { oidcMountRoute } from './oidc-mount.route.ts';
import { identityAssetsRoute } from './identity-assets.route.ts';
import { interactionShowRoute } from './interaction-show.route.ts';
import { interactionLoginRoute } from './interaction-login.route.ts';
import { interactionSignupRoute } from './interaction-signup.route.ts';
import { forgotPasswordRoute } from './forgot-password.route.ts';
import { resetPasswordRoute } from './reset-password.route.ts';
import { verifyEmailRoute } from './verify-email.route.ts';
import { checkFirstLoginRoute } from './check-first-login.route.ts';
import { sendVerificationEmailRoute } from './send-verification-email.route.ts';
import { logoutRoute } from './logout.route.ts';
import { changePasswordRoute } from './change-password.route.ts';
import { handoverCodeRoute } from './handover-code.route.ts';
import { openDeepLinkRoute } from './open-deep-link.route.ts';

/** Sign-in: the built-in OpenID Connect provider, its interaction pages (forgot and reset password too), CheckFirstLogin, logout, password, deep-link hand-over. */
export const identityRoutes: RouteRegistrar[] = [
  ...[
    oidcMountRoute,
    identityAssetsRoute,
    interactionShowRoute,
    interactionLoginRoute,
    interactionSignupRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
  ].map(whenBuiltinProvider),
  verifyEmailRoute,
  checkFirstLoginRoute,
  sendVerificationEmailRoute,
  logoutRoute,
  changePasswordRoute,
  handoverCodeRoute,
  openDeepLinkRoute,
];
