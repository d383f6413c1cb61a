import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simpleDeliveryDocument } from '../render/test-support/simple-delivery-document.ts';
import { accountingBill, readAmount, readDate } from './accounting-bill.ts';

const doc = simpleDeliveryDocument;

describe('The bill read from a delivered invoice', () => {
  it('reads dates day-first, ISO and written out; amounts with thousands separators or a decimal comma', () => {
    assert.equal(readDate('31/12/2025'), '2025-12-31');
    assert.equal(readDate('2025-01-05'), '2025-01-05');
    assert.equal(readDate('5 March 2025'), '2025-03-05');
    assert.equal(readDate('13/13/2025'), null);
    assert.equal(readDate('soon'), null);
    assert.equal(readAmount('1,250.00'), 1250);
    assert.equal(readAmount('€ 1.250,50'), 1250.5);
    assert.equal(readAmount('12,50'), 12.5);
    assert.equal(readAmount('-12.50'), -12.5);
    assert.equal(readAmount('n/a'), null);
  });

  it('a table whose rows have amounts gives one line each (unit price from Amount / Quantity when no unit price)', () => {
    const bill = accountingBill(
      doc(
        [
          ['Invoice Number', 'A-1'],
          ['Total Amount', '30'],
        ],
        [
          {
            tableNumber: 1,
            columns: ['Item', 'Qty', 'Amount'],
            rows: [
              ['Pens', '4', '20.00'],
              ['Ink', '1', '10'],
            ],
          },
        ],
      ),
    );
    assert.deepEqual(bill.lines, [
      { description: 'Pens', quantity: 4, unitAmount: 5 },
      { description: 'Ink', quantity: 1, unitAmount: 10 },
    ]);
  });

  it('rows without amounts give one line for the total that names the items, so the bill still carries what is owed', () => {
    const bill = accountingBill(
      doc(
        [
          ['Invoice Number', '1234'],
          ['Total Amount', '€ 129,00'],
        ],
        [
          {
            tableNumber: 1,
            columns: ['Description', 'Quantity'],
            rows: [
              ['Phone case', '2'],
              ['Cable', '1'],
            ],
          },
        ],
      ),
    );
    assert.equal(bill.invoiceNumber, '1234');
    assert.deepEqual(bill.lines, [{ description: '2 x Phone case; Cable', quantity: 1, unitAmount: 129 }]);
  });

  it('without an Invoice Number field the document reference is the number; no table: one line for the total', () => {
    const bill = accountingBill(doc([['Total', '99.95']]));
    assert.equal(bill.invoiceNumber, 'REF-1');
    assert.deepEqual(bill.lines, [{ description: 'Invoice REF-1', quantity: 1, unitAmount: 99.95 }]);
    assert.equal(bill.date, null);
  });
});
