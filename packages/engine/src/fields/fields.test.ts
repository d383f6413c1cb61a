import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyPair } from './classify-field.ts';
import { currencyIn, valueKind } from './value-kind.ts';

const field = (label: string, value: string) => classifyPair(label, value)?.field ?? null;

test('value kinds: a checked IBAN, VAT numbers with their country, dates in several languages, amounts, rates', () => {
  assert.equal(valueKind('NL50INGB0683251309'), 'iban');
  assert.equal(valueKind('NL50INGB0683251308'), 'id', 'a wrong IBAN check digit is no IBAN');
  assert.equal(valueKind('NL810433941B01'), 'tax-id');
  assert.equal(valueKind('DE 232 446 240'), 'tax-id');
  assert.equal(valueKind('06AABCO6063D1ZQ'), 'tax-id');
  for (const d of ['19 april 2014', '7. Mai 2014', '02 Juillet 2015', '12/03/2024', '2023-03-20', 'March 5, 2021']) assert.equal(valueKind(d), 'date', d);
  for (const a of ['€ 717,97', '4.904,94', '$1,234.50', 'RM 3.30', '-9,32']) assert.equal(valueKind(a), 'amount', a);
  assert.equal(valueKind('21%'), 'percent');
  assert.equal(valueKind('INGBNL2A'), 'bic');
  assert.equal(valueKind('Coolblue B.V.'), 'text');
  assert.equal(valueKind('August 3 , 2014'), 'date', 'a comma set apart');
});

test('a currency named by a rupee amount with a sign; a bank account number where no IBAN is printed', () => {
  assert.equal(currencyIn('Promotional Discount of Rs -40.00,'), 'INR');
  assert.equal(field('Bank Account', 'US1234567890'), 'iban');
  assert.equal(field('Account number', '296664039561'), 'customer_number', "a customer's account is not a bank account");
});

test('labels in English, Dutch, German, French, Spanish, Italian and Polish name the standard fields', () => {
  const cases: [string, string, string][] = [
    ['Invoice No', 'INV-2024-001', 'invoice_number'], ['Factuurnummer', '993548900', 'invoice_number'], ['Rechnungsnr.', '30064443', 'invoice_number'],
    ['Facture n°', '2022089083', 'invoice_number'], ['Número de factura', 'A-17', 'invoice_number'], ['Fattura n.', '123/2022', 'invoice_number'], ['Faktura VAT nr', 'F/1/2021', 'invoice_number'],
    ['Factuurdatum', '19 april 2014', 'invoice_date'], ['Rechnungsdatum', '7. Mai 2014', 'invoice_date'], ['Fecha de factura', '01/02/2022', 'invoice_date'], ['Data fattura', '01/02/2022', 'invoice_date'], ['Data wystawienia', '2021-01-01', 'invoice_date'],
    ['Vervaldatum', '22-9-2022', 'due_date'], ['Date d’échéance', '05/07/2015', 'due_date'], ['Fälligkeitsdatum', '21.05.2014', 'due_date'], ['Due Date', 'Apr 4, 2023', 'due_date'],
    ['Subtotaal', '€ 593,36', 'subtotal'], ['Total HT', '46,68 €', 'subtotal'], ['Zwischensumme', '34,73', 'subtotal'], ['Imponibile', '100,00', 'subtotal'], ['Base imponible', '100,00', 'subtotal'],
    ['BTW', '€ 124,61', 'tax_amount'], ['TVA 20%', '9,34 €', 'tax_amount'], ['MwSt.', '6,60', 'tax_amount'], ['IVA', '21,00', 'tax_amount'],
    ['Totaal', '€ 717,97', 'total_amount'], ['Total TTC', '56,02 €', 'total_amount'], ['Gesamtbetrag', '34,73 €', 'total_amount'], ['Totale', '121,00', 'total_amount'], ['Total incl. VAT', '279.84', 'total_amount'], ['Do zapłaty', '316,83', 'total_amount'],
    ['Klantnummer', '6669263', 'customer_number'], ['Kundennr.', '47774', 'customer_number'], ['Ordernummer', '12572103', 'order_number'],
    ['KvK', '24330087', 'company_id'], ['SIREN', '421 938 861', 'company_id'],
  ];
  for (const [label, value, want] of cases) assert.equal(field(label, value), want, `${label}: ${value}`);
});

test('the value decides between the meanings of one label: BTW as VAT number, tax amount, or a rate (no field)', () => {
  assert.equal(field('BTW', 'NL810433941B01'), 'supplier_tax_id');
  assert.equal(field('BTW', '€ 124,61'), 'tax_amount');
  assert.equal(field('BTW', '21%'), null);
  assert.equal(field('Datum', 'Rotterdam'), null, 'a date label over text is not a date field');
});

test('a value whose shape proves the field needs no label; a label-less text proves nothing', () => {
  assert.equal(field('Bank', 'NL50 INGB 0683 2513 09'), 'iban');
  assert.equal(field('FACTUUR.', 'Weena 664'), null);
});

test('a known label over text takes the value\'s first token when that token has the field\'s kind', () => {
  assert.deepEqual(classifyPair('Facture n°', '562044387 du 02 Juillet 2015'), { field: 'invoice_number', value: '562044387', confidence: 0.6 });
});
