import { z } from 'zod';
import {
  changePasswordRequestSchema,
  checkFirstLoginRequestSchema,
  checkFirstLoginResultSchema,
  sendVerificationEmailQuerySchema,
  verifyEmailQuerySchema,
} from '../auth.contracts.ts';
import {
  handoverCodeResultSchema,
  openDeepLinkRequestSchema,
  openDeepLinkResultSchema,
} from '../deep-link.contracts.ts';
import { defineCall } from './define-call.ts';

/**
 * Sign-in (server: http/identity/). The built-in provider's own pages (/oidc/...) are HTML pages of the
 * OpenID Connect flow, not API calls, and are not in the table.
 */
export const IDENTITY_CALLS = {
  /** answers an HTML page: the link in the verification e-mail */
  verifyEmail: defineCall({
    method: 'GET',
    path: '/api/Auth/VerifyEmail',
    access: 'public',
    module: 'identity',
    query: verifyEmailQuerySchema,
  }),
  checkFirstLogin: defineCall({
    method: 'POST',
    path: '/api/Admin/Auth/CheckFirstLogin',
    access: 'public',
    module: 'identity',
    input: checkFirstLoginRequestSchema,
    result: checkFirstLoginResultSchema,
  }),
  sendVerificationEmail: defineCall({
    method: 'GET',
    path: '/api/Admin/Auth/SendVerificationEmail',
    access: 'session',
    module: 'identity',
    query: sendVerificationEmailQuerySchema,
    result: z.null(),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/Admin/Auth/Logout',
    access: 'session',
    module: 'identity',
    result: z.null(),
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/admin/User/ChangePassword',
    access: 'admin',
    module: 'identity',
    input: changePasswordRequestSchema,
    result: z.null(),
  }),
  handoverCode: defineCall({
    method: 'POST',
    path: '/api/Admin/Auth/HandoverCode',
    access: 'admin',
    module: 'identity',
    result: handoverCodeResultSchema,
  }),
  openDeepLink: defineCall({
    method: 'POST',
    path: '/api/Admin/Auth/OpenDeepLink',
    access: 'public',
    module: 'identity',
    input: openDeepLinkRequestSchema,
    result: openDeepLinkResultSchema,
  }),
} as const;
