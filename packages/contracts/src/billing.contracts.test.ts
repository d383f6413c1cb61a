import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createTopUpRequestSchema,
  formatMoney,
  formatMoneyForLocale,
  paymentSuccessOutcome,
} from './billing.contracts.ts';

describe('billing contracts', () => {
  it('money is written with the six currencies’ symbols, two decimals, a minus before the symbol', () => {
    assert.deepEqual(
      ['USD', 'INR', 'AUD', 'CAD', 'SGD', 'GBP'].map((c) => formatMoney(12.5, c)),
      ['$12.50', '₹12.50', 'A$12.50', 'C$12.50', 'S$12.50', '£12.50'],
    );
    assert.equal(formatMoney(-0.1, 'AUD'), '-A$0.10');
    assert.equal(formatMoney(3, 'EUR'), '€3.00');
    assert.equal(formatMoney(3, 'CHF'), 'CHF 3.00');
  });

  it("money the company's way: a German company reads 1.234,50 €, an Australian one A$1,234.50", () => {
    assert.equal(formatMoneyForLocale(1234.5, 'EUR', { country: 'DE', decimal: ',' }), '1.234,50\u00a0€');
    assert.equal(formatMoneyForLocale(-1234.5, 'AUD', { country: 'AU', decimal: '.' }), '-A$1,234.50');
    assert.equal(formatMoneyForLocale(20, 'CHF', { country: 'CH', decimal: '.' }), 'CHF 20.00');
    assert.equal(formatMoneyForLocale(20, 'DKK', { country: 'DK', decimal: ',' }), '20,00\u00a0DKK');
  });

  it("/success/: not active or a zero balance is 'not credited' (spec 002 §2), else credited", () => {
    assert.equal(paymentSuccessOutcome(null), 'not_credited');
    assert.equal(paymentSuccessOutcome({ status: 'not_initiated_yet', availableBalance: 0 }), 'not_credited');
    assert.equal(paymentSuccessOutcome({ status: 'inactive', availableBalance: 20 }), 'not_credited');
    assert.equal(paymentSuccessOutcome({ status: 'active', availableBalance: 0 }), 'not_credited');
    assert.equal(paymentSuccessOutcome({ status: 'active', availableBalance: 20 }), 'credited');
  });

  it('a top-up amount is positive', () => {
    assert.equal(createTopUpRequestSchema.safeParse({ amount: 0 }).success, false);
    assert.equal(createTopUpRequestSchema.safeParse({ amount: 20 }).success, true);
  });
});
