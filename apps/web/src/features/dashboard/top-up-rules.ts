import { formatMoneyForLocale, type CompanyLocale, type PaymentStatus } from '@paperbridge/contracts';

// the six currencies' symbols live in contracts: the billing page and receipts use the same table
export { CURRENCY_SYMBOLS, formatMoney } from '@paperbridge/contracts';

export type TopUpBanner =
  | { kind: 'low'; showTopUp: 'yes'; text: string }
  | { kind: 'warning'; showTopUp: 'no'; text: string }
  | { kind: 'none'; showTopUp: 'no' };

export const LOW_BALANCE_TEXT =
  'Your account balance is running low. Please top up now to keep processing your documents.';
export const warningText = (amount: string) =>
  `Your available balance is ${amount}. Top up soon to avoid interruptions.`;

/**
 * Top-up banner (spec 002 §4): below the minimum → 'running low' and
 * showTopUp=yes; else below the warning level → warning with the amount;
 * else no banner and showTopUp=no. The amount is written the company's way (issue 30 point 5).
 */
export function topUpBanner(
  p: Pick<PaymentStatus, 'availableBalance' | 'minBalanceRequired' | 'warningBalance' | 'currency'>,
  locale: Pick<CompanyLocale, 'decimal' | 'country'>,
): TopUpBanner {
  if (p.availableBalance < p.minBalanceRequired) return { kind: 'low', showTopUp: 'yes', text: LOW_BALANCE_TEXT };
  if (p.availableBalance < p.warningBalance) {
    return {
      kind: 'warning',
      showTopUp: 'no',
      text: warningText(formatMoneyForLocale(p.availableBalance, p.currency, locale)),
    };
  }
  return { kind: 'none', showTopUp: 'no' };
}
