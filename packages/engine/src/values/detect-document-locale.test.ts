import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectDocumentLocale } from './detect-document-locale.ts';

test('a German invoice decides decimal comma, day first and EUR', () => {
  const loc = detectDocumentLocale([
    'Lieferant GmbH',
    'Lieferantenstraße 20',
    '80333 München',
    'Rechnung Nr. 471102 vom 25.03.2018',
    'Währung: EUR',
    'Trennblätter A4  20 Stk  9,9000  198,00',
    'Joghurt Banane  50 Stk  5,5000  275,00',
    'Steuerbetrag 56,87',
    'Bruttosumme 1.529,87 €',
    'Zahlbar bis 05.04.2018',
  ]);
  assert.equal(loc.decimal, ',');
  assert.equal(loc.dateOrder, 'DMY');
  assert.equal(loc.currency, 'EUR');
  assert.ok(
    loc.evidence.some((e) => e.startsWith('decimal comma')),
    loc.evidence.join(' | '),
  );
  assert.ok(loc.evidence.includes('day first: "25.03.2018"'), loc.evidence.join(' | '));
});

test('a US invoice decides decimal point and month first; "$" alone names no currency', () => {
  const loc = detectDocumentLocale(['Invoice date: 03/25/2018', 'Subtotal $1,234.50', 'Tax $98.76', 'Total $1,333.26']);
  assert.deepEqual([loc.decimal, loc.dateOrder, loc.currency], ['.', 'MDY', null]);
  assert.equal(detectDocumentLocale(['Total US$ 1,333.26']).currency, 'USD');
  assert.equal(detectDocumentLocale(['Total A$ 99.00', 'GST A$ 9.00']).currency, 'AUD');
});

test('a Malaysian receipt: RM amounts, day first', () => {
  const loc = detectDocumentLocale([
    'SIMPLIFIED TAX INVOICE',
    'TEL : 03-3271 9872',
    'DATE : 18/01/2018',
    'ITEM QTY U/P AMOUNT (RM)',
    '1 3.50 3.30',
    'TOTAL RM 4.60',
    'CASH RM 10.00',
  ]);
  assert.deepEqual([loc.decimal, loc.dateOrder, loc.currency], ['.', 'DMY', 'MYR']);
});

test('three digits after the only separator are no evidence; whole numbers decide nothing', () => {
  assert.equal(detectDocumentLocale(['Qty 1,234', 'Units 2.500', 'Total 4711']).decimal, null);
  assert.equal(detectDocumentLocale(['Rechnung 4711', 'Kunde 47774']).decimal, null);
  assert.equal(detectDocumentLocale([]).decimal, null);
  assert.equal(detectDocumentLocale(['1.234.567']).decimal, ',', 'a repeated mark is the thousands mark');
  assert.equal(
    detectDocumentLocale(['SARL au capital de 120 000,00 €']).decimal,
    ',',
    'thousands set apart by a space',
  );
  assert.equal(
    detectDocumentLocale(['Capital 120 000.000']).decimal,
    '.',
    'after space-grouped thousands the one mark is the decimal',
  );
});

test('dotted or slashed dates with both parts up to 12 leave the order open, with a note', () => {
  const loc = detectDocumentLocale(['Rechnungsdatum 05.03.2018', 'Lieferdatum 01.03.2018', 'Summe 529,87']);
  assert.equal(loc.dateOrder, null);
  assert.equal(loc.decimal, ',');
  assert.ok(
    loc.evidence.some((e) => e.includes('date order undecided')),
    loc.evidence.join(' | '),
  );
  assert.equal(detectDocumentLocale(['Date 05/03/2018']).dateOrder, null);
});

test("a date that names its month shows the writer's order", () => {
  assert.equal(detectDocumentLocale(['Invoice date: March 5, 2018', 'Due 04/06/2018']).dateOrder, 'MDY');
  assert.equal(detectDocumentLocale(['Date: 5 March 2018', 'Due 04/06/2018']).dateOrder, 'DMY');
  assert.equal(detectDocumentLocale(['Datum: 5. März 2018']).dateOrder, 'DMY');
  assert.equal(
    detectDocumentLocale(['Date 2018-03-05', 'Due 2018-04-05']).dateOrder,
    'YMD',
    'a page of year-first dates',
  );
  assert.equal(
    detectDocumentLocale(['Date 2018-03-05', 'Due 25.04.2018']).dateOrder,
    'DMY',
    'year-first dates say nothing of day against month',
  );
});

test('conflicting evidence: the majority with a note; a tie decides nothing', () => {
  const loc = detectDocumentLocale(['Summe 529,87', 'MwSt 56,87', 'Netto 473,00', 'Menge 1.5']);
  assert.equal(loc.decimal, ',');
  assert.ok(
    loc.evidence.some((e) => e.startsWith('decimal comma by majority: 3 decimal comma')),
    loc.evidence.join(' | '),
  );
  const tie = detectDocumentLocale(['Total 12,50', 'Total 12.50']);
  assert.equal(tie.decimal, null);
  assert.ok(
    tie.evidence.some((e) => e.startsWith('decimal undecided')),
    tie.evidence.join(' | '),
  );
  assert.equal(detectDocumentLocale(['25/03/2018', '03/25/2018']).dateOrder, null);
  assert.equal(detectDocumentLocale(['25/03/2018', '26/03/2018', '03/25/2018']).dateOrder, 'DMY');
});

test('phone numbers, IBANs, opening hours and versions are no evidence', () => {
  const loc = detectDocumentLocale([
    'Tel. +49 (0) 89.12.34',
    'fon (555) 23 87 -0',
    'IBAN DE88 2008 0000 0970 3757 00',
    'Mo.-Fr. 08.30 - 12.30 Uhr',
    'Beispiel-Rechnungen für ZUGFeRD 2.2',
    'Telefon: 030 12.34.56',
  ]);
  assert.equal(loc.decimal, null, loc.evidence.join(' | '));
  assert.equal(loc.dateOrder, null);
});

test('a currency shown consistently is named; mixed currencies name none', () => {
  assert.equal(detectDocumentLocale(['Summe 529,87 €', 'MwSt 56,87 €', 'Währung: EUR']).currency, 'EUR');
  assert.equal(detectDocumentLocale(['Total 316,83 zł']).currency, 'PLN');
  assert.equal(detectDocumentLocale(['Total ₹ 499.00', 'Rs. 40.00']).currency, 'INR');
  assert.equal(detectDocumentLocale(['Total £ 12.00']).currency, 'GBP');
  assert.equal(detectDocumentLocale(["Total CHF 1'234.50"]).currency, 'CHF');
  assert.equal(detectDocumentLocale(['12,00 EUR', '12.00 USD']).currency, null);
  assert.equal(
    detectDocumentLocale(['12,00 EUR', '12,00 EUR', '13,00 EUR', 'USD rate 1.2']).currency,
    'EUR',
    'three to one',
  );
  assert.equal(detectDocumentLocale(['Please try again', 'PHP developer']).currency, null, 'words are no codes');
});
