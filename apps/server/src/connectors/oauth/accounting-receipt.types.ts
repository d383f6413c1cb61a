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

/**
 * The organisation's first active credit card account for a card payment, else its first bank
 * account; a card account when it has no bank account at all. Null: nothing can pay.
 */
export function choosePaymentAccount(accounts: PaymentAccount[], paidByCard: boolean): PaymentAccount | null {
  const card = accounts.find((a) => a.kind === 'card');
  const bank = accounts.find((a) => a.kind === 'bank');
  return (paidByCard ? (card ?? bank) : (bank ?? card)) ?? null;
}
