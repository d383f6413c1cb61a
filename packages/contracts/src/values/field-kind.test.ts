import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldKindOf } from './field-kind.ts';

describe('fieldKindOf (issue 30 point 1)', () => {
  it('gives the standard fields their kinds', () => {
    const kinds = Object.fromEntries(
      [
        'Invoice Number',
        'Invoice Date',
        'Due Date',
        'Supplier Name',
        'Supplier ABN/Tax Id',
        'Total Amount',
        'Tax Amount',
        'Tax Rate',
        'Quantity',
        'Unit Price',
        'Currency',
        'Payment Terms',
        'IBAN',
        'Bank Account Number',
        'Receipt Time',
        'Card Last Digits',
        'Balance Due',
        'Tax',
        'Line Amount',
        'Item Code',
      ].map((n) => [n, fieldKindOf(n)]),
    );
    assert.deepEqual(kinds, {
      'Invoice Number': 'identifier',
      'Invoice Date': 'date',
      'Due Date': 'date',
      'Supplier Name': 'text',
      'Supplier ABN/Tax Id': 'identifier',
      'Total Amount': 'amount',
      'Tax Amount': 'amount',
      'Tax Rate': 'percentage',
      Quantity: 'quantity',
      'Unit Price': 'amount',
      Currency: 'text',
      'Payment Terms': 'text',
      IBAN: 'identifier',
      'Bank Account Number': 'identifier',
      'Receipt Time': 'text',
      'Card Last Digits': 'identifier',
      'Balance Due': 'amount',
      Tax: 'amount',
      'Line Amount': 'amount',
      'Item Code': 'identifier',
    });
  });
  it("reads a company's own field names in the product's languages", () => {
    assert.equal(fieldKindOf('Rechnungsdatum'), 'date');
    assert.equal(fieldKindOf('Rechnungsnummer'), 'identifier');
    assert.equal(fieldKindOf('Gesamtbetrag'), 'amount', 'a German compound by its last part');
    assert.equal(fieldKindOf('Betrag'), 'amount');
    assert.equal(fieldKindOf('Menge'), 'quantity');
    assert.equal(fieldKindOf('Net weight'), 'text');
  });
});
