import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyPair } from './classify-field.ts';
import { currencyIn, dateIn, valueKind } from './value-kind.ts';

const field = (label: string, value: string) => classifyPair(label, value)?.field ?? null;

test('value kinds: a checked IBAN, VAT numbers with their country, dates in several languages, amounts, rates', () => {
  assert.equal(valueKind('NL50INGB0683251309'), 'iban');
  assert.equal(valueKind('NL50INGB0683251308'), 'id', 'a wrong IBAN check digit is no IBAN');
  assert.equal(valueKind('NL810433941B01'), 'tax-id');
  assert.equal(valueKind('DE 232 446 240'), 'tax-id');
  assert.equal(valueKind('06AABCO6063D1ZQ'), 'tax-id');
  for (const d of ['19 april 2014', '7. Mai 2014', '02 Juillet 2015', '12/03/2024', '2023-03-20', 'March 5, 2021'])
    assert.equal(valueKind(d), 'date', d);
  for (const a of ['€ 717,97', '4.904,94', '$1,234.50', 'RM 3.30', '-9,32']) assert.equal(valueKind(a), 'amount', a);
  assert.equal(valueKind('21%'), 'percent');
  assert.equal(valueKind('INGBNL2A'), 'bic');
  assert.equal(valueKind('Coolblue B.V.'), 'text');
  assert.equal(valueKind('August 3 , 2014'), 'date', 'a comma set apart');
});

test('a currency named by a rupee amount with a sign; a bank account number where no IBAN is printed', () => {
  assert.equal(currencyIn('Promotional Discount of Rs -40.00,'), 'INR');
  assert.equal(field('Bank Account', 'US1234567890'), 'iban');
  assert.equal(
    field('Account number', '296664039561'),
    'customer_number',
    "a customer's account is not a bank account",
  );
});

test('labels in English, Dutch, German, French, Spanish, Italian and Polish name the standard fields', () => {
  const cases: [string, string, string][] = [
    ['Invoice No', 'INV-2024-001', 'invoice_number'],
    ['Factuurnummer', '993548900', 'invoice_number'],
    ['Rechnungsnr.', '30064443', 'invoice_number'],
    ['Facture n°', '2022089083', 'invoice_number'],
    ['Número de factura', 'A-17', 'invoice_number'],
    ['Fattura n.', '123/2022', 'invoice_number'],
    ['Faktura VAT nr', 'F/1/2021', 'invoice_number'],
    ['Factuurdatum', '19 april 2014', 'invoice_date'],
    ['Rechnungsdatum', '7. Mai 2014', 'invoice_date'],
    ['Fecha de factura', '01/02/2022', 'invoice_date'],
    ['Data fattura', '01/02/2022', 'invoice_date'],
    ['Data wystawienia', '2021-01-01', 'invoice_date'],
    ['Vervaldatum', '22-9-2022', 'due_date'],
    ['Date d’échéance', '05/07/2015', 'due_date'],
    ['Fälligkeitsdatum', '21.05.2014', 'due_date'],
    ['Due Date', 'Apr 4, 2023', 'due_date'],
    ['Subtotaal', '€ 593,36', 'subtotal'],
    ['Total HT', '46,68 €', 'subtotal'],
    ['Zwischensumme', '34,73', 'subtotal'],
    ['Imponibile', '100,00', 'subtotal'],
    ['Base imponible', '100,00', 'subtotal'],
    ['BTW', '€ 124,61', 'tax_amount'],
    ['TVA 20%', '9,34 €', 'tax_amount'],
    ['MwSt.', '6,60', 'tax_amount'],
    ['IVA', '21,00', 'tax_amount'],
    ['Totaal', '€ 717,97', 'total_amount'],
    ['Total TTC', '56,02 €', 'total_amount'],
    ['Gesamtbetrag', '34,73 €', 'total_amount'],
    ['Totale', '121,00', 'total_amount'],
    ['Total incl. VAT', '279.84', 'total_amount'],
    ['Do zapłaty', '316,83', 'total_amount'],
    ['Klantnummer', '6669263', 'customer_number'],
    ['Kundennr.', '47774', 'customer_number'],
    ['Ordernummer', '12572103', 'order_number'],
    ['KvK', '24330087', 'company_id'],
    ['SIREN', '421 938 861', 'company_id'],
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

test("a known label over text takes the value's first token when that token has the field's kind", () => {
  assert.deepEqual(classifyPair('Facture n°', '562044387 du 02 Juillet 2015'), {
    field: 'invoice_number',
    value: '562044387',
    confidence: 0.6,
  });
});

test('totals blocks across languages: grand totals, what a "total" sums other than the invoice, tax amounts, amounts due', () => {
  const cases: [string, string, string | null][] = [
    ['Bruttosumme', '529,87', 'total_amount'],
    ['Bruttobetrag', '529,87', 'total_amount'],
    ['Rechnungsbetrag', '529,87', 'total_amount'],
    ['Gesamtsumme', '529,87', 'total_amount'],
    ['Factuurbedrag', '€ 717,97', 'total_amount'],
    ['Importe total', '121,00', 'total_amount'],
    ['Totale documento', '121,00', 'total_amount'],
    ['Gesamtbetrag der Zuschläge', '0,00', null],
    ['Gesamtbetrag der Abschläge', '-0,00', null],
    ['Total discount', '5.00', null],
    ['Total des remises', '5,00', null],
    ['Totaal korting', '5,00', null],
    ['Steuerbetrag', '56,87', 'tax_amount'],
    ['MwSt.-Betrag', '56,87', 'tax_amount'],
    ['Cuota IVA', '21,00', 'tax_amount'],
    ['Montant TVA', '9,34', 'tax_amount'],
    ['Rechnungssumme ohne USt.', '473,00', 'subtotal'],
    ['Warenwert', '473,00', 'subtotal'],
    ['Totale imponibile', '100,00', 'subtotal'],
    ['Zahlbetrag', '147,65', 'total_amount'],
    ['Net à payer', '56,02', 'total_amount'],
    ['Importe a pagar', '56,02', 'total_amount'],
  ];
  for (const [label, value, want] of cases) assert.equal(field(label, value), want, `${label}: ${value}`);
  // the amount due is the total only where no grand total is printed: a grand total's label is the stronger evidence
  assert.ok(classifyPair('Zahlbetrag', '147,65')!.confidence < classifyPair('Bruttosumme', '197,65')!.confidence);
  assert.ok(classifyPair('Amount due', '147.65')!.confidence < classifyPair('Total', '197.65')!.confidence);
});

test("the buyer's VAT number by its own label; the invoice number after a title and a number sign", () => {
  assert.equal(field('Kunden-USt-IdNr.', 'DE136695976'), 'customer_tax_id');
  assert.equal(field('Customer VAT Number', 'ESA12345674'), 'customer_tax_id');
  assert.equal(field('N° TVA client', 'FR40303265045'), 'customer_tax_id');
  assert.equal(field('BTW-nummer klant', 'NL810433941B01'), 'customer_tax_id');
  assert.equal(field('USt.-Id.-Nr.', 'DE123456789'), 'supplier_tax_id');
  assert.deepEqual(classifyPair('Rechnung #', 'RE-20140519/499 vom 19.05.2014'), {
    field: 'invoice_number',
    value: 'RE-20140519/499',
    confidence: 0.6,
  });
});

test('a date found inside a longer text is the text as printed, accents and all', () => {
  assert.equal(dateIn('Facture du 3 août 2015, payable'), '3 août 2015');
  assert.equal(dateIn('Rechnung vom 5. März 2018'), '5. März 2018');
});
