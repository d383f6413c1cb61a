import type { DeliveryDocument } from '../render/delivery-document.ts';
import type { AccountingReceipt } from '../../../connectors/oauth/accounting-receipt.types.ts';
import { amountOf, dateOf, fieldText, INVOICE_COLUMNS, tableLines, type LineColumns } from './document-values.ts';

/** The Expense Receipt type's item columns (standard fields 251-254) before the invoice names. */
const RECEIPT_COLUMNS: LineColumns = {
  description: ['Item Description', ...INVOICE_COLUMNS.description],
  quantity: ['Item Quantity', ...INVOICE_COLUMNS.quantity],
  unit: ['Item Unit Price', ...INVOICE_COLUMNS.unit],
  amount: ['Item Amount', ...INVOICE_COLUMNS.amount],
};

// a debit card or EFTPOS takes the money from the bank account, as cash does
const CREDIT_CARD = /credit|visa|master ?card|amex|american express|diners|jcb/i;
const FROM_BANK = /debit|eftpos|cash/i;

const cents = (n: number) => Math.round(n * 100);

/**
 * Header fields Receipt Number, Receipt Date, Total, Merchant Name and Payment Method of the Expense
 * Receipt type. The first table's rows are the lines when every row has an amount and they add up to
 * the total (a receipt's item list often leaves out tax, rounding or a discount); otherwise one line
 * for the total naming the items, so the package books what was paid.
 */
export function accountingReceipt(doc: DeliveryDocument): AccountingReceipt {
  const total = amountOf(doc, 'Total', 'Total Amount', 'Amount Paid');
  const receiptNumber = (fieldText(doc, 'Receipt Number', 'Invoice Number') || doc.reference).slice(0, 255);
  const merchant = fieldText(doc, 'Merchant Name', 'Supplier Name')?.trim() || null;
  const method = fieldText(doc, 'Payment Method') ?? '';
  const { lines, descriptions } = tableLines(doc, RECEIPT_COLUMNS, receiptNumber);
  const sum = lines.reduce((s, l) => s + cents(l.quantity * l.unitAmount), 0);
  const receipt: AccountingReceipt = {
    receiptNumber,
    date: dateOf(doc, 'Receipt Date', 'Date'),
    total,
    merchant,
    paidByCard: CREDIT_CARD.test(method) && !FROM_BANK.test(method),
    lines: lines.length && (total === null || Math.abs(sum - cents(total)) <= 1) ? lines : [],
  };
  if (!receipt.lines.length) {
    const named = descriptions.filter((d) => d.trim()).join('; ');
    const fallback = `Receipt ${receiptNumber}${merchant ? ` from ${merchant}` : ''}`;
    receipt.lines = [{ description: (named || fallback).slice(0, 4000), quantity: 1, unitAmount: total ?? 0 }];
  }
  return receipt;
}

/** Nothing to book: no total was read and no line has an amount (a receipt is never booked at 0 by guess). */
export const receiptWithoutAmount = (r: AccountingReceipt) =>
  r.total === null && r.lines.every((l) => l.unitAmount === 0);
