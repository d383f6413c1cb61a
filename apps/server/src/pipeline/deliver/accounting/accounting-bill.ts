import type { DeliveryDocument } from '../render/delivery-document.ts';
import type { AccountingBill } from '../../../connectors/oauth/accounting-bill.types.ts';
import { amountOf, dateOf, fieldText, INVOICE_COLUMNS, tableLines } from './document-values.ts';

export { readAmount, readDate } from './document-values.ts';

/**
 * Header fields Invoice Number, Invoice Date, Due Date and Total Amount; the first table's rows as
 * lines when every row has an amount (Unit Price, or Amount divided by Quantity). Otherwise one line
 * for the total that names the items, so the bill always carries the document's total.
 */
export function accountingBill(doc: DeliveryDocument): AccountingBill {
  const total = amountOf(doc, 'Total Amount', 'Total', 'Amount Due');
  const invoiceNumber = (fieldText(doc, 'Invoice Number') || doc.reference).slice(0, 255);
  const { lines, descriptions } = tableLines(doc, INVOICE_COLUMNS, invoiceNumber);
  const bill: AccountingBill = {
    invoiceNumber,
    date: dateOf(doc, 'Invoice Date', 'Date'),
    dueDate: dateOf(doc, 'Due Date'),
    total,
    lines,
  };
  if (!bill.lines.length) {
    const named = descriptions.filter((d) => d.trim()).join('; ');
    bill.lines = [
      { description: (named || `Invoice ${bill.invoiceNumber}`).slice(0, 4000), quantity: 1, unitAmount: total ?? 0 },
    ];
  }
  return bill;
}
