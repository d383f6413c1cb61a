/**
 * A receipt as both accounting packages take it (issue 26), read from the delivered document
 * (pipeline/deliver/accounting/accounting-receipt.ts). A receipt is paid already, so it becomes a
 * spend (Xero) or a purchase (QuickBooks) from a payment account, never a bill that waits for payment.
 */
export interface AccountingReceipt {
  /** the Receipt Number, else the document's reference */
  receiptNumber: string;
  /** YYYY-MM-DD, or null when the receipt's date cannot be read (the package then uses today) */
  date: string | null;
  total: number | null;
  merchant: string | null;
  /** the receipt says a card paid it: booked on a credit card account where the organisation has one */
  paidByCard: boolean;
  /** tax inclusive, as printed; they add up to the total */
  lines: { description: string; quantity: number; unitAmount: number }[];
}

/** Which account pays a receipt: a bank account, or a credit card account for a card payment. */
export interface PaymentAccount {
  /** Xero AccountID / QuickBooks Account Id */
  id: string;
  name: string;
  kind: 'bank' | 'card';
}

/** The account a receipt is paid from, or why none can pay it (the delivery then fails for good). */
export type PaymentChoice = { ok: true; account: PaymentAccount } | { ok: false; message: string };

/**
 * The account the mapping chose (an Expense Receipt mapping may name one in its setup); without a choice the
 * organisation's first active credit card account for a card payment, else its first bank account, and a card
 * account when it has no bank account at all. A chosen account that is gone (archived, deleted, another
 * organisation) is never replaced by a guess: a receipt booked on the wrong account is worse than one not sent.
 */
export function choosePaymentAccount(
  accounts: PaymentAccount[],
  paidByCard: boolean,
  chosenId: string | null,
  packageName: string,
  noAccount: string,
): PaymentChoice {
  if (chosenId) {
    const chosen = accounts.find((a) => a.id === chosenId);
    return chosen
      ? { ok: true, account: chosen }
      : {
          ok: false,
          message: `The account chosen to pay this mapping's receipts is no longer an active bank or credit card account in ${packageName}. Choose another in the mapping's ${packageName} setup, then send again.`,
        };
  }
  const card = accounts.find((a) => a.kind === 'card');
  const bank = accounts.find((a) => a.kind === 'bank');
  const account = (paidByCard ? (card ?? bank) : (bank ?? card)) ?? null;
  return account ? { ok: true, account } : { ok: false, message: noAccount };
}

/** How a payment account is offered in the setup: its name and whether it is a bank account or a card. */
export const paymentAccountOption = (a: PaymentAccount) => ({
  code: a.id,
  value: `${a.name} (${a.kind === 'card' ? 'credit card' : 'bank account'})`,
});
