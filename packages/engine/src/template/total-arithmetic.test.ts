import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { viewPages } from './doc-view.ts';
import { totalArithmetic } from './total-arithmetic.ts';

const page = (lines: string[]): TestPage => ({
  width: 300,
  height: 400,
  texts: lines.map((text, i) => ({ x: 40, y: 40 + i * 16, text, size: 9 })),
});
const view = async (lines: string[]) => viewPages((await extractDocument(await makePdf([page(lines)]))).document!)[0]!;

test('a total agrees with subtotal plus tax, with or without the rounding, and with the cash minus the change', async () => {
  const v = await view([
    'SHOP SDN BHD',
    'Sub Total 10.00',
    'GST @6% 0.60',
    'Rounding Adj -0.05',
    'Total 10.55',
    'Cash 20.00',
    'Change 9.45',
  ]);
  assert.equal(totalArithmetic(v, '10.55')?.status, 'agrees');
  assert.equal(totalArithmetic(v, '10.60')?.status, 'agrees');
  const cash = await view(['SHOP SDN BHD', 'Total 12.50', 'CASH 20.00', 'CHANGE 7.50']);
  assert.match(totalArithmetic(cash, '12.50')!.message, /tendered minus the change/);
});

test('a total the page arithmetic contradicts disagrees, saying what the page adds up to', async () => {
  const v = await view([
    'SHOP SDN BHD',
    'Total Sales (Excluding GST) 64.57',
    'Total GST 3.87',
    'Total Sales (Inclusive of GST) 68.44',
  ]);
  assert.equal(totalArithmetic(v, '68.44')?.status, 'agrees');
  const wrong = totalArithmetic(v, '68.41');
  assert.equal(wrong?.status, 'disagrees');
  assert.equal(wrong?.message, 'Total 68.41 is not subtotal 64.57 + tax 3.87 (68.44)');
});

test('a page without subtotal and tax, or cash and change, checks nothing', async () => {
  assert.equal(totalArithmetic(await view(['SHOP SDN BHD', 'Total 12.50', 'Visa 12.50']), '12.50'), null);
  // a line saying the total includes GST is no tax line
  assert.equal(
    totalArithmetic(await view(['SHOP SDN BHD', 'Sub Total 12.50', 'Total Incl. GST 12.50']), '12.50'),
    null,
  );
  assert.equal(totalArithmetic(await view(['Sub Total 10.00', 'GST 0.60']), 'n/a'), null);
  // cash and change alone never contradict a total (cash is paid rounded; their rows are often misread)
  assert.equal(
    totalArithmetic(await view(['SHOP SDN BHD', 'Total 12.50', 'CASH 20.00', 'CHANGE 7.00']), '12.50'),
    null,
  );
});
