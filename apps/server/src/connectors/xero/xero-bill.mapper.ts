import type { AccountingBill } from '../oauth/accounting-bill.types.ts';
import type { XeroInvoice } from './xero-api.client.ts';

/**
 * A bill is an ACCPAY invoice to the integration's contact (the mapping's client as the user picked
 * it in Xero), each line coded to the chosen account and tax type. DRAFT: the bookkeeper approves it
 * in Xero, as with any bill that arrives by e-mail. Amounts as read (tax inclusive: a document's
 * Total Amount is what is owed).
 */
export function xeroInvoiceOf(
  bill: AccountingBill,
  s: { contactRef: string; accountCode: string | null; taxType: string | null },
): XeroInvoice {
  return {
    Type: 'ACCPAY',
    Contact: { ContactID: s.contactRef },
    InvoiceNumber: bill.invoiceNumber,
    ...(bill.date ? { Date: bill.date } : {}),
    ...(bill.dueDate ? { DueDate: bill.dueDate } : {}),
    LineAmountTypes: 'Inclusive',
    Status: 'DRAFT',
    LineItems: bill.lines.map((l) => ({
      Description: l.description,
      Quantity: l.quantity,
      UnitAmount: l.unitAmount,
      ...(s.accountCode ? { AccountCode: s.accountCode } : {}),
      ...(s.taxType ? { TaxType: s.taxType } : {}),
    })),
  };
}
