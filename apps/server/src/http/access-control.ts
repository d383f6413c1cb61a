import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MODULE_LABELS, type AccessModule } from '@paperbridge/contracts';
import type { CallerContext } from '../db/company-scope.ts';
import type { AppContext } from '../context/app-context.ts';
import { companies } from '../db/schema/index.ts';
import { resolveSession } from '../services/sessions/resolve-session.ts';
import { AppError } from './app-error.ts';

/**
 * Every route declares its access (a test walks them all): public: anyone (routes with their own
 * check, such as the operator key or an API token, are public here). session: a signed-in app
 * session (onboarding calls: company details, features, PIN). admin: a session whose SMS PIN is
 * verified; with `module` also a company that has that module (403 otherwise). A route that
 * declares nothing is treated as admin: a forgotten declaration fails closed, never open.
 */
export type Access = 'public' | 'session' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** with access 'admin': the caller's company must have this module */
    module?: AccessModule;
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
    // no route matched: the not-found answer gives nothing away
    const access: Access = request.is404 ? 'public' : (request.routeOptions.config?.access ?? 'admin');
    const module = request.routeOptions.config?.module;
    const token = bearerToken(request);
    if (token) {
      const session = await resolveSession(ctx.db, token);
      if (session) {
        request.caller = { companyId: session.companyId, userId: session.userId, sessionId: session.sessionId };
        request.pinVerified = session.pinVerified;
      }
    }
    if (access === 'public') return;
    if (!request.caller)
      throw new AppError(401, token ? 'Your session has expired. Please sign in again.' : 'Authorization is required');
    if (access === 'admin' && !request.pinVerified) {
      throw new AppError(401, 'Security PIN verification is required', { pinRequired: true });
    }
    if (module) {
      const [row] = await ctx.db
        .select({ modules: companies.accessModules })
        .from(companies)
        .where(eq(companies.id, request.caller.companyId));
      if (!row?.modules.includes(module))
        throw new AppError(403, `The ${MODULE_LABELS[module]} (${module}) module is not enabled for your account.`);
    }
  });
}

/** For handlers behind access 'session' or 'admin': the caller is always there. */
export function callerOf(request: FastifyRequest): CallerContext {
  if (!request.caller) throw new AppError(401, 'Authorization is required');
  return request.caller;
}
