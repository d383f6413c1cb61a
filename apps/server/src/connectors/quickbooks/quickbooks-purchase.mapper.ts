import type { AccountingReceipt, PaymentAccount } from '../oauth/accounting-receipt.types.ts';
import type { QuickBooksPurchase } from './quickbooks-api.client.ts';

/**
 * A receipt is a Purchase (an expense in QuickBooks' words): paid in cash from a Bank account, or by
 * credit card from a Credit Card account, to the integration's vendor (the merchant as the user
 * picked it), each line an AccountBasedExpenseLineDetail on the chosen expense account with the
 * chosen tax code. Amounts as printed, tax inclusive; DocNumber is the receipt number (≤ 21).
 */
export function quickBooksPurchaseOf(
  receipt: AccountingReceipt,
  pay: PaymentAccount,
  s: { contactRef: string; accountCode: string; taxType: string | null },
): QuickBooksPurchase {
  return {
    PaymentType: pay.kind === 'card' ? 'CreditCard' : 'Cash',
    AccountRef: { value: pay.id },
    ...(s.contactRef ? { EntityRef: { value: s.contactRef, type: 'Vendor' as const } } : {}),
    DocNumber: receipt.receiptNumber.slice(0, 21),
    ...(receipt.date ? { TxnDate: receipt.date } : {}),
    ...(receipt.merchant ? { PrivateNote: `Receipt from ${receipt.merchant}`.slice(0, 4000) } : {}),
    ...(s.taxType ? { GlobalTaxCalculation: 'TaxInclusive' as const } : {}),
    Line: receipt.lines.map((l) => ({
      DetailType: 'AccountBasedExpenseLineDetail' as const,
      Amount: Math.round(l.quantity * l.unitAmount * 100) / 100,
      Description: l.quantity !== 1 ? `${l.quantity} x ${l.description}` : l.description,
      AccountBasedExpenseLineDetail: {
        AccountRef: { value: s.accountCode },
        ...(s.taxType ? { TaxCodeRef: { value: s.taxType } } : {}),
      },
    })),
  };
}
