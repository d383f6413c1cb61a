import { and, eq } from 'drizzle-orm';
import type { CheckFirstLoginResult } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { companies, mappings } from '../../db/schema/index.ts';
import { hasClient } from '../clients/has-client.ts';
import { createSession } from '../sessions/create-session.ts';
import { pinPhoneOf } from '../pin/pin-phone-of.ts';
import { userForAccessToken } from './access-token/user-for-access-token.ts';

/**
 * CheckFirstLogin: the provider's access token is exchanged for the app's bearer session (PIN
 * still owed) and the flags the web app routes by: an unverified e-mail or unregistered company goes to
 * company details, then features until chosen, then the PIN; after it a company without a client goes to Manage
 * Clients (spec 002 §4 login routing, docs/onboarding.md).
 */
export async function checkFirstLogin(
  ctx: AppContext,
  input: { email: string; accessToken: string },
): Promise<CheckFirstLoginResult> {
  const user = await userForAccessToken(ctx, input.accessToken, input.email);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, user.companyId)).limit(1);
  const { token } = await createSession(ctx.db, { userId: user.id, companyId: user.companyId });
  const registered = company!.registeredAt !== null;
  // "configured" = the company has at least one finished (non-draft) mapping
  const [finished] = await ctx.db
    .select({ id: mappings.id })
    .from(mappings)
    .where(and(eq(mappings.companyId, user.companyId), eq(mappings.draftMode, false)))
    .limit(1);
  return {
    code: 200,
    email_verified: user.emailVerified,
    token,
    companyName: company!.companyName || null,
    // what the PIN screen prefills: the PIN phone, else the contact number given with the company details
    phoneNumber: pinPhoneOf(company),
    firstLogin: !registered,
    isFeature: company!.featuresChosenAt !== null,
    isConfig: finished !== undefined,
    // a company without a client of its own lands on Manage Clients (spec 002 §4: "A non-supplier goes to
    // manage-suppliers"; suppliers are what the screens call clients)
    isSupplier: await hasClient(ctx.db, { companyId: user.companyId, userId: user.id }),
    country: company!.country || null,
    pinVerified: false,
  };
}
