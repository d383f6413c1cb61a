import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanIdentifier } from './clean-identifier.ts';

test('the words around an identifier are taken off, in the corpora languages', () => {
  const cases: [string, string][] = [
    ['Rechnungsnummer: 471102', '471102'],
    ['Invoice No. INV-2018-001', 'INV-2018-001'],
    ['Nr. 4711', '4711'],
    ['Nr.4711', '4711'],
    ['# 12345', '12345'],
    ['#12345', '12345'],
    ['INVOICE NO: 12', '12'],
    ['Invoice #: A-17', 'A-17'],
    ['INV# 003281900229170', '003281900229170'],
    ['RECEIPT NO. : CS1801/26874', 'CS1801/26874'],
    ['RECEIPT #: CSP0393921', 'CSP0393921'],
    ['Kundennr.: 47774', '47774'],
    ['Kunden-Nr. 47774', '47774'],
    ['Belegnummer 2018-0815', '2018-0815'],
    ['Factuurnummer 993548900', '993548900'],
    ['Facture n° 562044387', '562044387'],
    ['Numéro de facture : F-2022-01', 'F-2022-01'],
    ['Fattura n. 123/2022', '123/2022'],
    ['Faktura VAT nr F/1/2021', 'F/1/2021'],
    ['Número de factura: A-17', 'A-17'],
    ['Invoice Number 12, ', '12'],
  ];
  for (const [raw, want] of cases) assert.equal(cleanIdentifier(raw), want, raw);
});

test('a number printed in a sentence ends before its date', () => {
  assert.equal(cleanIdentifier('Nr. 471102 vom 05.03.2018'), '471102');
  assert.equal(cleanIdentifier('Rechnung # RE-20140519/499 vom 19.05.2014'), 'RE-20140519/499');
  assert.equal(cleanIdentifier('Avoir AV-2017-0005 du 16/11/2017'), 'AV-2017-0005');
  assert.equal(cleanIdentifier('Nr. 4711 vom Lager'), '4711 vom Lager', 'no date, nothing taken');
});

test('tax ids and IBANs lose their spaces; other values keep their own', () => {
  assert.equal(cleanIdentifier('USt-IdNr.: DE 123 456 789'), 'DE123456789');
  assert.equal(cleanIdentifier('DE 123 456 789'), 'DE123456789');
  assert.equal(cleanIdentifier('BTW: NL810433941B01'), 'NL810433941B01');
  assert.equal(cleanIdentifier('NO 123456789MVA'), 'NO123456789MVA', 'a Norwegian VAT number is no "No."');
  assert.equal(cleanIdentifier('IBAN DE88 2008 0000 0970 3757 00'), 'DE88200800000970375700');
  assert.equal(cleanIdentifier('AB 12 34'), 'AB 12 34');
  assert.equal(cleanIdentifier('SIREN 421 938 861'), '421 938 861');
  assert.equal(cleanIdentifier('Order ABC 123'), 'ABC 123');
});

test('nothing that belongs to the value is taken', () => {
  for (const raw of [
    '471102',
    'RE-20140519/499',
    'INV-2018-001',
    'ABC:123',
    'A.B.C-12',
    'BLR_WFLD20151000468504',
    'CS1801/26874',
    '2018/03/0008',
  ])
    assert.equal(cleanIdentifier(raw), raw, raw);
  assert.equal(cleanIdentifier('  4711  '), '4711');
  assert.equal(cleanIdentifier('Invoice'), 'Invoice', 'a label alone is kept: there is nothing else');
  assert.equal(cleanIdentifier(''), '');
});
