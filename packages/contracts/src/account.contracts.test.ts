import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  getSuburbsServerQuerySchema,
  redeemCouponQuerySchema,
  sendSecurityCodeServerQuerySchema,
} from './account.contracts.ts';
import { MSG } from './validation-messages.ts';

describe('account contracts (server-side query schemas)', () => {
  it('SendSecurityCode phoneNumber: normalised to E.164, a lost "+" restored, optional', () => {
    const parse = (phoneNumber?: string) => sendSecurityCodeServerQuerySchema.parse({ phoneNumber }).phoneNumber;
    assert.equal(parse('+61412345678'), '+61412345678');
    assert.equal(parse(' 61412345678'), '+61412345678');
    assert.equal(parse('+61 412-345 678'), '+61412345678');
    assert.equal(parse(undefined), undefined);
    assert.equal(parse(''), undefined);
    const bad = sendSecurityCodeServerQuerySchema.safeParse({ phoneNumber: '+61abc' });
    assert.equal(bad.success, false);
    assert.equal(bad.error?.issues[0]?.message, MSG.phoneRequired);
  });
  it('RedeemCoupon FirstLogin: true/false strings, default false', () => {
    assert.equal(redeemCouponQuerySchema.parse({ FirstLogin: 'true' }).FirstLogin, true);
    assert.equal(redeemCouponQuerySchema.parse({ FirstLogin: 'false' }).FirstLogin, false);
    assert.equal(redeemCouponQuerySchema.parse({}).FirstLogin, false);
    assert.equal(redeemCouponQuerySchema.safeParse({ FirstLogin: 'maybe' }).success, false);
  });
  it('GetSuburbs: state required, limit defaults to 10000', () => {
    assert.equal(getSuburbsServerQuerySchema.parse({ state: 'QLD' }).limit, 10_000);
    assert.equal(getSuburbsServerQuerySchema.safeParse({ state: '' }).success, false);
  });
});
