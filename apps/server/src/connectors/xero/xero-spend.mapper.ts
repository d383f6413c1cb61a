import type { AccountingReceipt } from '../oauth/accounting-receipt.types.ts';
import type { XeroBankTransaction } from './xero-api.client.ts';

/**
 * A receipt is spend money (BankTransaction Type SPEND): paid from the chosen bank or credit card
 * account to the integration's contact (the mapping's client, the merchant as the user picked it in
 * Xero), each line coded to the chosen account and tax type. Xero records it AUTHORISED: spend money
 * has no draft, the money has gone. Amounts as printed, tax inclusive; Reference is the receipt number.
 */
export function xeroSpendOf(
  receipt: AccountingReceipt,
  bankAccountId: string,
  s: { contactRef: string; accountCode: string | null; taxType: string | null },
): XeroBankTransaction {
  return {
    Type: 'SPEND',
    Contact: { ContactID: s.contactRef },
    BankAccount: { AccountID: bankAccountId },
    ...(receipt.date ? { Date: receipt.date } : {}),
    Reference: receipt.receiptNumber.slice(0, 255),
    LineAmountTypes: 'Inclusive',
    LineItems: receipt.lines.map((l) => ({
      Description: l.description,
      Quantity: l.quantity,
      UnitAmount: l.unitAmount,
      ...(s.accountCode ? { AccountCode: s.accountCode } : {}),
      ...(s.taxType ? { TaxType: s.taxType } : {}),
    })),
  };
}
