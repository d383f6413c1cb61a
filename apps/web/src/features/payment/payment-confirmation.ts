import { formatMoneyForLocale, type BillingDetails, type CompanyLocale } from '@paperbridge/contracts';

export interface PaymentConfirmation {
  title: string;
  message: string;
}

/**
 * What the user is told after a payment (issue 26 point 5): the amount this checkout paid and the
 * balance it left, in the company's way of writing money. A payment the provider has not confirmed
 * yet (a Stripe webhook still on its way) says so; without the checkout, the balance alone.
 */
export function paymentConfirmation(
  details: Pick<BillingDetails, 'balance' | 'currency' | 'payments'>,
  checkoutId: string | null,
  locale: Pick<CompanyLocale, 'decimal' | 'country'>,
): PaymentConfirmation {
  const balance = formatMoneyForLocale(details.balance, details.currency, locale);
  const payment = checkoutId ? details.payments.find((p) => p.checkoutId === checkoutId) : undefined;
  if (!payment) return { title: 'Payment received', message: `Your balance is now ${balance}.` };
  const amount = formatMoneyForLocale(payment.amount, payment.currency, locale);
  if (payment.status === 'open')
    return {
      title: 'Payment being confirmed',
      message: `Your payment of ${amount} is being confirmed by the payment provider. Your balance is ${balance} until then.`,
    };
  return {
    title: 'Payment received',
    message: `${amount} was added to your balance. Your new balance is ${balance}.`,
  };
}
