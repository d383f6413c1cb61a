import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { isFixedTextCandidate, withSampleSeparators } from './apply-field.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate, namesField } from './learn-template.ts';
import { formatOf, learnsUpperCase, looseNormalise, shapeOf, shapeTokens, trimCurrency } from './value-shape.ts';

test('the shape of a typed value: date, amount or free text', () => {
  for (const d of ['30/08/2017', '24-01-18', '05 MAR 2018', '25/FEB/2017', '2018.03.05'])
    assert.equal(shapeOf(d), 'date', d);
  for (const a of ['53.14', '1,234.50', 'RM 3.30', '$8.20']) assert.equal(shapeOf(a), 'amount', a);
  for (const t of ['GARDENIA BAKERIES (KL) SDN BHD', 'ES-0020001', 'LOT 3, JALAN PELABUR 23/1'])
    assert.equal(shapeOf(t), 'text', t);
});

test('a date is the date token of a line that also has a time; an amount the token after a currency', () => {
  assert.deepEqual(
    shapeTokens('DD: 27/07/2017 11:54', 'date').map((t) => t.text),
    ['27/07/2017'],
  );
  assert.deepEqual(
    shapeTokens('Date 14 Mar 2018 18:40', 'date').map((t) => t.text),
    ['14 Mar 2018'],
  );
  assert.deepEqual(
    shapeTokens('Total RM 3.30 Cash 10.00', 'amount').map((t) => t.text),
    ['RM 3.30', '10.00'],
  );
  assert.deepEqual(shapeTokens('INV0012.345', 'amount'), []);
  assert.equal(trimCurrency('RM 3.30', formatOf('53.14', 'amount')), '3.30');
  assert.equal(trimCurrency('$8.20', formatOf('$3.14', 'amount')), '$8.20');
});

test('formats: dates keep their digit counts, amounts any whole part', () => {
  assert.equal(formatOf('30/08/2017'), formatOf('27/07/2017'));
  assert.notEqual(formatOf('30/08/2017'), formatOf('19-21/03'));
  assert.equal(formatOf('53.14', 'amount'), formatOf('101.76', 'amount'));
  assert.equal(formatOf('53.14', 'amount'), formatOf('1,234.50', 'amount'));
});

test("typed in capitals while printed in mixed case is the user's convention", () => {
  assert.equal(learnsUpperCase('05 MAR 2018', '05 Mar 2018'), true);
  assert.equal(learnsUpperCase('05 Mar 2018', '05 Mar 2018'), false);
  assert.equal(learnsUpperCase('30/08/2017', '30/08/2017'), false);
  assert.equal(looseNormalise('LOT 3, Jalan  Pelabur 23/1.'), looseNormalise('lot 3 jalan pelabur 231'));
});

test('a label names a field when it holds the field name or a close spelling', () => {
  assert.equal(namesField('Total Payable:', 'total'), true);
  assert.equal(namesField('Totel Amount:', 'total'), true);
  assert.equal(namesField('Cash', 'total'), false);
  assert.equal(namesField('Date Collected:', 'date_collected'), true);
});

test('only wordy text can be fixed text: codes differ by a few characters between documents', () => {
  assert.equal(isFixedTextCandidate('GARDENIA BAKERIES (KL) SDN BHD'), true);
  assert.equal(isFixedTextCandidate('LOT 276 JALAN BANTING 43800 DENGKIL, SELANGOR'), true);
  assert.equal(isFixedTextCandidate('ES013013-0020001'), false);
});

interface Receipt {
  date: string;
  total: string;
  items: number;
  dx?: number;
  dy?: number;
  noDate?: boolean;
}

/** A receipt: vendor name and a two-line address at the top without labels, a dated line with a time, items, a subtotal and a total. */
function receipt(r: Receipt): TestPage {
  const dx = r.dx ?? 0,
    dy = r.dy ?? 0;
  const t = (x: number, y: number, text: string) => ({ x: x + dx, y: y + dy, text, size: 10 });
  const itemsEnd = 170 + r.items * 14;
  return {
    width: 400,
    height: 700,
    texts: [
      t(80, 40, 'Gardenia Bakeries (KL) Sdn Bhd'),
      t(80, 56, 'Lot 3, Jalan Pelabur 23/1,'),
      t(80, 70, '40300 Shah Alam, Selangor.'),
      t(80, 100, 'TAX INVOICE'),
      ...(r.noDate ? [] : [t(40, 130, 'Date:'), t(100, 130, `${r.date} 11:54`)]),
      ...Array.from({ length: r.items }, (_, i) => [
        t(40, 170 + i * 14, `Item ${i + 1}`),
        t(300, 170 + i * 14, '1.00'),
      ]).flat(),
      t(40, itemsEnd + 20, 'Subtotal'),
      t(300, itemsEnd + 20, r.total),
      t(40, itemsEnd + 40, 'Total Payable:'),
      t(300, itemsEnd + 40, r.total),
      t(40, itemsEnd + 60, 'Cash'),
      t(300, itemsEnd + 60, '100.00'),
    ],
  };
}

const extract = async (r: Receipt) => (await extractDocument(await makePdf([receipt(r)]))).document!;
const typed = {
  fields: {
    company: 'GARDENIA BAKERIES (KL) SDN BHD',
    address: 'LOT 3, JALAN PELABUR 23/1, 40300 SHAH ALAM, SELANGOR.',
    date: '30/08/2017',
    total: '53.14',
  },
};

test('receipts: unlabelled vendor text, a multi-line address, a date before a time and the labelled total', async () => {
  const tpl = learnTemplate(await extract({ date: '30/08/2017', total: '53.14', items: 2 }), typed);
  assert.deepEqual(tpl.warnings, []);
  const byName = Object.fromEntries(tpl.fields.map((f) => [f.name, f]));
  assert.equal(byName.address!.lineCount, 2);
  assert.equal(byName.date!.shape, 'date');
  assert.equal(byName.total!.anchors[0]!.text, 'Total Payable:'); // the total, not the subtotal
  const out = applyTemplate(tpl, await extract({ date: '27/07/2017', total: '20.21', items: 5, dx: 12, dy: 30 }));
  assert.equal(out.fields.company!.value, 'GARDENIA BAKERIES (KL) SDN BHD');
  assert.equal(out.fields.address!.value, 'LOT 3, JALAN PELABUR 23/1, 40300 SHAH ALAM, SELANGOR.');
  assert.equal(out.fields.date!.value, '27/07/2017');
  assert.equal(out.fields.total!.value, '20.21');
});

test('receipts: a date not printed is missing, not another number', async () => {
  const tpl = learnTemplate(await extract({ date: '30/08/2017', total: '53.14', items: 2 }), typed);
  const out = applyTemplate(tpl, await extract({ date: '', total: '9.90', items: 3, noDate: true }));
  assert.equal(out.fields.date!.missing, true);
  assert.equal(out.fields.total!.value, '9.90');
});

test('a date read without its separators gets the sample format back', () => {
  assert.equal(withSampleSeparators('30032018', '99/99/9999'), '30/03/2018');
  assert.equal(withSampleSeparators('30/03/2018', '99/99/9999'), '30/03/2018');
  assert.equal(withSampleSeparators('3003201', '99/99/9999'), '3003201');
  assert.equal(withSampleSeparators('30032018', '99AAA9999'), '30032018');
});

test("formatOf for amounts ignores the whole part's length and thousands grouping, keeps the decimal separator", () => {
  assert.equal(formatOf('€ 717,97', 'amount'), formatOf('€ 4.904,94', 'amount'));
  assert.equal(formatOf('1,234.56', 'amount'), formatOf('53.14', 'amount'));
  assert.equal(formatOf("1'234.50", 'amount'), formatOf('9.99', 'amount'));
  assert.notEqual(formatOf('717,97', 'amount'), formatOf('717.97', 'amount'));
});

test('an amount grouped with points or apostrophes is one token', () => {
  assert.deepEqual(
    shapeTokens('Totaal € 4.904,94', 'amount').map((t) => t.text),
    ['€ 4.904,94'],
  );
  assert.deepEqual(
    shapeTokens("Total CHF 1'234.50", 'amount').map((t) => t.text),
    ["1'234.50"],
  );
  assert.deepEqual(
    shapeTokens('Total 1,234.50 and 3.30', 'amount').map((t) => t.text),
    ['1,234.50', '3.30'],
  );
});
