import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, ruledGrid } from '../testing/make-pdf.ts';

const pairs = async (page: Parameters<typeof makePdf>[0][number]) => {
  const r = await extractDocument(await makePdf([page]));
  return r.document!.keyValues.map((kv) => [kv.key, kv.value, kv.kind]);
};

test('label: value on one line, with and without a gap after the separator', async () => {
  const kv = await pairs({
    texts: [
      { x: 50, y: 50, text: 'Invoice No: INV-2024-001' },
      { x: 50, y: 80, text: 'Date:' },
      { x: 200, y: 80, text: '12/03/2024' },
    ],
  });
  assert.deepEqual(kv, [
    ['Invoice No', 'INV-2024-001', 'same-line'],
    ['Date', '12/03/2024', 'same-line'],
  ]);
});

test('a label above its value', async () => {
  const kv = await pairs({
    texts: [
      { x: 50, y: 50, text: 'Bill To:' },
      { x: 50, y: 63, text: 'ACME Corporation' },
    ],
  });
  assert.deepEqual(kv, [['Bill To', 'ACME Corporation', 'above']]);
});

test('a label without separator beside a value with digits', async () => {
  const kv = await pairs({
    texts: [
      { x: 50, y: 50, text: 'Total Amount' },
      { x: 300, y: 50, text: '1,234.50' },
    ],
  });
  assert.deepEqual(kv, [['Total Amount', '1,234.50', 'same-line']]);
});

test('boxed form cells: a label line and a value line inside one ruled box', async () => {
  const grid = ruledGrid([50, 250, 450], [100, 140], [['', '']]);
  grid.texts = [
    { x: 54, y: 104, text: 'Account Holder', size: 8 },
    { x: 54, y: 120, text: 'Jane Citizen' },
    { x: 254, y: 104, text: 'Policy Number', size: 8 },
    { x: 254, y: 120, text: 'PX-77' },
  ];
  const kv = await pairs(grid);
  assert.deepEqual(
    kv.filter((k) => k[2] === 'boxed'),
    [
      ['Account Holder', 'Jane Citizen', 'boxed'],
      ['Policy Number', 'PX-77', 'boxed'],
    ],
  );
});

test('two labels in a row (OCR of "EXCHANGE ARE ALLOWED WITHIN") give no empty pair and no crash', async () => {
  const kv = await pairs({ texts: [{ x: 50, y: 50, text: 'EXCHANGE ARE: ALLOWED: WITHIN 7 DAYS' }] });
  assert.deepEqual(kv, [['ALLOWED', 'WITHIN 7 DAYS', 'same-line']]);
});

test('a label of abbreviations with dots and hyphens ("USt.-Id.-Nr.:") is a label like any other', async () => {
  const kv = await pairs({
    texts: [
      { x: 50, y: 50, text: 'USt.-Id.-Nr.:' },
      { x: 250, y: 50, text: 'DE123456789' },
      { x: 50, y: 70, text: 'N.I.F.:' },
      { x: 250, y: 70, text: 'B12345678' },
    ],
  });
  assert.deepEqual(kv, [
    ['USt.-Id.-Nr.', 'DE123456789', 'same-line'],
    ['N.I.F.', 'B12345678', 'same-line'],
  ]);
});
