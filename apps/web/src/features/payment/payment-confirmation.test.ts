import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, type BillingDetails } from '@paperbridge/contracts';
import { paymentConfirmation } from './payment-confirmation';

const payment = (checkoutId: string, status: BillingDetails['payments'][number]['status']) => ({
  id: `id-${checkoutId}`,
  checkoutId,
  date: '2026-11-26T04:37:20.000Z',
  amount: 20,
  currency: 'AUD',
  status,
  refunded: 0,
  failureReason: null,
});
const details = (payments: BillingDetails['payments']) => ({ balance: 25, currency: 'AUD' as const, payments });

describe('the confirmation after a payment (issue 26 point 5)', () => {
  const au = defaultLocaleFor('AU');
  it('names the amount of this checkout and the new balance', () => {
    expect(paymentConfirmation(details([payment('cs_1', 'paid')]), 'cs_1', au)).toEqual({
      title: 'Payment received',
      message: 'A$20.00 was added to your balance. Your new balance is A$25.00.',
    });
  });
  it('says so while the provider has not confirmed the payment', () => {
    expect(paymentConfirmation(details([payment('cs_1', 'open')]), 'cs_1', au).title).toBe('Payment being confirmed');
  });
  it('without the checkout, the balance alone; in the company’s way of writing money', () => {
    expect(paymentConfirmation(details([payment('cs_1', 'paid')]), 'cs_other', au).message).toBe(
      'Your balance is now A$25.00.',
    );
    const de = { ...details([{ ...payment('cs_2', 'paid'), currency: 'EUR' }]), currency: 'EUR' as const };
    expect(paymentConfirmation(de, 'cs_2', defaultLocaleFor('DE')).message).toBe(
      '20,00\u00a0€ was added to your balance. Your new balance is 25,00\u00a0€.',
    );
  });
});
