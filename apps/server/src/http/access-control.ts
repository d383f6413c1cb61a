import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallerContext } from '../db/company-scope.ts';
import type { AppContext } from '../app-context.ts';
import { resolveSession } from '../services/sessions/resolve-session.ts';
import { AppError } from './app-error.ts';

/**
 * public: anyone. session: a signed-in app session (onboarding calls: company details,
 * features, PIN). admin (default for /api/Admin/*): a session whose SMS PIN is verified.
 */
export type Access = 'public' | 'session' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: CallerContext | null;
    pinVerified: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header);
  return m ? m[1]!.trim() : null;
}

export function registerAccessControl(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('pinVerified', false);
  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config?.access;
    const isAdminPath = request.url.toLowerCase().startsWith('/api/admin/');
    const access: Access = declared ?? (isAdminPath ? 'admin' : 'public');
    const token = bearerToken(request);
    if (token) {
      const session = await resolveSession(ctx.db, token);
      if (session) {
        request.caller = { companyId: session.companyId, userId: session.userId, sessionId: session.sessionId };
        request.pinVerified = session.pinVerified;
      }
    }
    if (access === 'public') return;
    if (!request.caller) throw new AppError(401, token ? 'Your session has expired. Please sign in again.' : 'Authorization is required');
    if (access === 'admin' && !request.pinVerified) {
      throw new AppError(401, 'Security PIN verification is required', { pinRequired: true });
    }
  });
}

/** For handlers behind access 'session' or 'admin': the caller is always there. */
export function callerOf(request: FastifyRequest): CallerContext {
  if (!request.caller) throw new AppError(401, 'Authorization is required');
  return request.caller;
}
