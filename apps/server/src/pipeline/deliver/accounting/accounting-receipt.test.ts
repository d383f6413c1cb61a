import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simpleDeliveryDocument } from '../render/test-support/simple-delivery-document.ts';
import { accountingReceipt, receiptWithoutAmount } from './accounting-receipt.ts';
import { xeroSpendOf } from '../../../connectors/xero/xero-spend.mapper.ts';
import { quickBooksPurchaseOf } from '../../../connectors/quickbooks/quickbooks-purchase.mapper.ts';
import { choosePaymentAccount } from '../../../connectors/oauth/accounting-receipt.types.ts';

const receiptDoc = (fields: [string, string][], tables: Parameters<typeof simpleDeliveryDocument>[1] = []) =>
  simpleDeliveryDocument(fields, tables, { reference: 'DOC-7' });

const ITEMS = [
  {
    tableNumber: 1,
    columns: ['Item Description', 'Item Quantity', 'Item Unit Price', 'Item Amount'],
    rows: [
      ['Flat white', '2', '4.50', '9.00'],
      ['Banana bread', '1', '5.20', '5.20'],
    ],
  },
];

describe('A receipt read for Xero spend money and a QuickBooks Purchase (issue 26)', () => {
  it('reads Receipt Number, Receipt Date, Total and Merchant Name; item rows that add up to the total are the lines', () => {
    const r = accountingReceipt(
      receiptDoc(
        [
          ['Merchant Name', 'Harbour Cafe'],
          ['Receipt Number', 'R-1042'],
          ['Receipt Date', '05/03/2025'],
          ['Payment Method', 'Cash'],
          ['Total', '$14.20'],
        ],
        ITEMS,
      ),
    );
    assert.deepEqual(r, {
      receiptNumber: 'R-1042',
      date: '2025-03-05',
      total: 14.2,
      merchant: 'Harbour Cafe',
      paidByCard: false,
      lines: [
        { description: 'Flat white', quantity: 2, unitAmount: 4.5 },
        { description: 'Banana bread', quantity: 1, unitAmount: 5.2 },
      ],
    });
  });

  it('items that do not add up to the total (tax or rounding left out) give one line for the total naming them', () => {
    const r = accountingReceipt(receiptDoc([['Total', '15.00']], ITEMS));
    assert.deepEqual(r.lines, [{ description: '2 x Flat white; Banana bread', quantity: 1, unitAmount: 15 }]);
    assert.equal(r.receiptNumber, 'DOC-7', 'no Receipt Number: the document reference');
    assert.equal(r.date, null);
  });

  it('no items: one line "Receipt <number> from <merchant>" for the total', () => {
    const r = accountingReceipt(
      receiptDoc([
        ['Merchant Name', 'UNIHAKKA INTERNATIONAL SDN BHD'],
        ['Receipt Number', 'OR18030510170001'],
        ['Total', '$8.60'],
      ]),
    );
    assert.deepEqual(r.lines, [
      { description: 'Receipt OR18030510170001 from UNIHAKKA INTERNATIONAL SDN BHD', quantity: 1, unitAmount: 8.6 },
    ]);
    assert.equal(receiptWithoutAmount(r), false);
    assert.equal(receiptWithoutAmount(accountingReceipt(receiptDoc([['Merchant Name', 'Shop']]))), true);
  });

  it('a credit card payment is paid from a credit card account; debit cards, EFTPOS and cash from the bank', () => {
    const paid = (method: string) => accountingReceipt(receiptDoc([['Payment Method', method]])).paidByCard;
    assert.deepEqual(['VISA CREDIT', 'Mastercard', 'AMEX', 'Visa Debit', 'EFTPOS', 'CASH', ''].map(paid), [
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    const bank = { id: 'b', name: 'Bank', kind: 'bank' as const };
    const card = { id: 'c', name: 'Visa', kind: 'card' as const };
    const pick = (accounts: (typeof bank | typeof card)[], byCard: boolean, chosen: string | null = null) => {
      const r = choosePaymentAccount(accounts, byCard, chosen, 'Xero', 'none');
      return r.ok ? r.account : r.message;
    };
    assert.equal(pick([bank, card], true), card);
    assert.equal(pick([bank, card], false), bank);
    assert.equal(pick([bank], true), bank, 'no card account: the bank pays');
    assert.equal(pick([card], false), card, 'no bank account: the card pays');
    assert.equal(pick([], false), 'none');
    assert.equal(pick([bank, card], false, 'c'), card, 'the mapping chose the card: a cash receipt goes on it too');
    assert.match(
      String(pick([bank, card], true, 'gone')),
      /^The account chosen to pay this mapping's receipts is no longer an active bank or credit card account in Xero/,
      'a chosen account that is gone is not replaced by a guess',
    );
  });

  it('Xero: a SPEND BankTransaction to the chosen contact from the bank account, Reference the receipt number, tax inclusive', () => {
    const r = accountingReceipt(
      receiptDoc(
        [
          ['Receipt Number', 'R-1042'],
          ['Receipt Date', '2025-03-05'],
          ['Total', '14.20'],
        ],
        ITEMS,
      ),
    );
    assert.deepEqual(xeroSpendOf(r, 'bank-id', { contactRef: 'contact-id', accountCode: '429', taxType: 'INPUT' }), {
      Type: 'SPEND',
      Contact: { ContactID: 'contact-id' },
      BankAccount: { AccountID: 'bank-id' },
      Date: '2025-03-05',
      Reference: 'R-1042',
      LineAmountTypes: 'Inclusive',
      LineItems: [
        { Description: 'Flat white', Quantity: 2, UnitAmount: 4.5, AccountCode: '429', TaxType: 'INPUT' },
        { Description: 'Banana bread', Quantity: 1, UnitAmount: 5.2, AccountCode: '429', TaxType: 'INPUT' },
      ],
    });
  });

  it('QuickBooks: a Purchase, Cash from a bank account or CreditCard from a card account, to the vendor, lines on the expense account', () => {
    const r = accountingReceipt(
      receiptDoc(
        [
          ['Merchant Name', 'Harbour Cafe'],
          ['Receipt Number', 'R-1042-ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
          ['Total', '14.20'],
        ],
        ITEMS,
      ),
    );
    const settings = { contactRef: '56', accountCode: '13', taxType: null };
    assert.deepEqual(quickBooksPurchaseOf(r, { id: '35', name: 'Bank', kind: 'bank' }, settings), {
      PaymentType: 'Cash',
      AccountRef: { value: '35' },
      EntityRef: { value: '56', type: 'Vendor' },
      DocNumber: 'R-1042-ABCDEFGHIJKLMN',
      PrivateNote: 'Receipt from Harbour Cafe',
      Line: [
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: 9,
          Description: '2 x Flat white',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '13' } },
        },
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: 5.2,
          Description: 'Banana bread',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '13' } },
        },
      ],
    });
    const byCard = quickBooksPurchaseOf(r, { id: '41', name: 'Visa', kind: 'card' }, { ...settings, taxType: '3' });
    assert.equal(byCard.PaymentType, 'CreditCard');
    assert.deepEqual(byCard.AccountRef, { value: '41' });
    assert.equal(byCard.GlobalTaxCalculation, 'TaxInclusive');
    assert.deepEqual(byCard.Line[0]!.AccountBasedExpenseLineDetail.TaxCodeRef, { value: '3' });
  });
});
