import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import type { TestApp } from './start-test-app.ts';
import { seedUser, type SeededUser, type SeedUserOptions } from './seed-user.ts';

/**
 * A signed-up company whose admin may make admin calls (PIN verified) and has the sign-up credit, so its
 * documents are processed: the start of every test that sends a document through the pipeline.
 */
export async function seedFundedUser(t: TestApp, opts: SeedUserOptions = {}): Promise<SeededUser> {
  const user = await seedUser(t.ctx.db, { registered: true, pinVerified: true, ...opts });
  await redeemFirstCoupon(t.url, user.token);
  return user;
}
