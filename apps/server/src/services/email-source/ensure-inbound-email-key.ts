import { eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../clients/unique-violation.ts';
import { newInboundEmailKey } from './inbound-address.ts';

/**
 * Called after a mapping is saved: a mapping with the e-mail source and no address yet gets one
 * (also a draft, so the user can pass the address on while finishing the mapping; mail is taken
 * only once it is final). An address issued stays when the source is removed and chosen again,
 * so suppliers who were given it need not be told a new one.
 */
export async function ensureInboundEmailKey(
  ctx: AppContext,
  caller: CallerContext,
  saved: { id: string; isEmailConfig: boolean },
): Promise<void> {
  if (!saved.isEmailConfig) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // `is null` in the update: two saves at once issue one address
      await ctx.db
        .update(mappings)
        .set({ inboundEmailKey: newInboundEmailKey() })
        .where(inCompany(mappings, caller, eq(mappings.id, saved.id), isNull(mappings.inboundEmailKey)));
      return;
    } catch (err) {
      // 120 random bits collide practically never; try again rather than fail the save
      if (!isUniqueViolation(err)) throw err;
    }
  }
}
