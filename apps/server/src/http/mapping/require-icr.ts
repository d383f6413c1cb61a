import { eq } from 'drizzle-orm';
import { CLIENT_MSG } from '@paperbridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { companies } from '../../db/schema/index.ts';
import { callerOf } from '../access-control.ts';
import { AppError } from '../app-error.ts';

/**
 * Route preHandler: clients and mappings belong to the ICR module (spec 002 §6, spec 001 §2);
 * a company without it gets 403. Runs after the access-control hook (the caller is known).
 */
export function requireIcr(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = callerOf(request);
    const [row] = await ctx.db.select({ modules: companies.accessModules }).from(companies).where(eq(companies.id, caller.companyId));
    if (!row?.modules.includes('ICR')) throw new AppError(403, CLIENT_MSG.icrRequired);
  };
}

/** Options of every ICR call: a PIN-verified session of a company with the ICR module. */
export function icrAccess(ctx: AppContext) {
  return { config: { access: 'admin' as const }, preHandler: requireIcr(ctx) };
}
