import { describe, expect, it } from 'vitest';
import { defaultLocaleFor } from '@paperbridge/contracts';
import { formatMoney, topUpBanner } from './top-up-rules';

const base = { minBalanceRequired: 10, warningBalance: 50, currency: 'AUD' as const };
const AU = defaultLocaleFor('AU');

describe('top-up banner', () => {
  it("shows 'running low' and stores showTopUp=yes below the minimum balance", () => {
    const b = topUpBanner({ ...base, availableBalance: 9.99 }, AU);
    expect(b.kind).toBe('low');
    expect(b.showTopUp).toBe('yes');
    if (b.kind === 'low') expect(b.text).toMatch(/running low/);
  });
  it('shows a warning with the amount (2 decimals, symbol) below the warning balance', () => {
    const b = topUpBanner({ ...base, availableBalance: 25.5 }, AU);
    expect(b.kind).toBe('warning');
    expect(b.showTopUp).toBe('no');
    if (b.kind === 'warning') expect(b.text).toContain('A$25.50');
  });
  it("writes the amount the company's way: a German company reads 1.025,50 € (issue 30 point 5)", () => {
    const b = topUpBanner(
      { ...base, warningBalance: 2000, availableBalance: 1025.5, currency: 'EUR' },
      defaultLocaleFor('DE'),
    );
    expect(b.kind === 'warning' && b.text).toBe(
      'Your available balance is 1.025,50\u00a0€. Top up soon to avoid interruptions.',
    );
  });
  it('shows nothing and showTopUp=no otherwise', () => {
    expect(topUpBanner({ ...base, availableBalance: 50 }, AU)).toEqual({ kind: 'none', showTopUp: 'no' });
  });
  it('uses the currency symbols of the spec', () => {
    expect(formatMoney(1, 'USD')).toBe('$1.00');
    expect(formatMoney(1, 'INR')).toBe('₹1.00');
    expect(formatMoney(1, 'AUD')).toBe('A$1.00');
    expect(formatMoney(1, 'CAD')).toBe('C$1.00');
    expect(formatMoney(1, 'SGD')).toBe('S$1.00');
    expect(formatMoney(1234.567, 'GBP')).toBe('£1234.57');
  });
});
