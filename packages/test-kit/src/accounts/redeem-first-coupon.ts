import { CALLS } from '@paperbridge/contracts';
import { call } from '../call.ts';

/**
 * Gives a new company its sign-up credit (RedeemCoupon with FirstLogin, as the web app does after the
 * first sign-in), so documents can be processed; fails loudly when the server refuses, since every later
 * step of a test would then fail for a reason far from here.
 */
export async function redeemFirstCoupon(baseUrl: string, token: string) {
  const answer = await call(baseUrl, CALLS.admin.redeemCoupon, { token, query: { FirstLogin: true } });
  if (answer.code !== 200) throw new Error(`RedeemCoupon refused (${answer.code}): ${answer.message}`);
  return answer.result;
}
