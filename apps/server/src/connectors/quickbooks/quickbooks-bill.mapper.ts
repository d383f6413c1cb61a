import type { AccountingBill } from '../oauth/accounting-bill.types.ts';
import type { QuickBooksBill } from './quickbooks-api.client.ts';

/**
 * A Bill to the integration's vendor (the mapping's client as the user picked it), each line an
 * AccountBasedExpenseLineDetail on the chosen expense account with the chosen tax code. Amounts as
 * read, tax inclusive (a document's Total Amount is what is owed).
 */
export function quickBooksBillOf(
  bill: AccountingBill,
  s: { contactRef: string; accountCode: string; taxType: string | null },
): QuickBooksBill {
  return {
    VendorRef: { value: s.contactRef },
    DocNumber: bill.invoiceNumber.slice(0, 21),
    ...(bill.date ? { TxnDate: bill.date } : {}),
    ...(bill.dueDate ? { DueDate: bill.dueDate } : {}),
    ...(s.taxType ? { GlobalTaxCalculation: 'TaxInclusive' as const } : {}),
    Line: bill.lines.map((l) => ({
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
