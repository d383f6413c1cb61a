import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

/**
 * A receipt: items, then "Total" three times (incl. GST, the total to pay
 * between "Rounding Adj" and "Cash", and "Total Savings"). More items push the
 * totals down, so the page transform alone points at the wrong "Total".
 */
function receipt(items: number, total: string): TestPage {
  const t = (x: number, y: number, text: string) => ({ x, y, text, size: 9 });
  const texts = [t(40, 40, 'BOOKSHOP SDN BHD'), t(40, 56, 'Cashier: Manager')];
  let y = 90;
  for (let i = 0; i < items; i++, y += 14) texts.push(t(40, y, `Item number ${i + 1}`), t(220, y, `${i + 1}.00`));
  texts.push(t(40, y + 10, 'Total Incl. of GST'), t(220, y + 10, '99.99'));
  texts.push(t(40, y + 24, 'Rounding Adj'), t(220, y + 24, '0.01'));
  texts.push(t(40, y + 38, 'Total'), t(200, y + 38, 'RM'), t(220, y + 38, total));
  texts.push(t(40, y + 52, 'Cash'), t(220, y + 52, '100.00'));
  texts.push(t(40, y + 66, 'Total Savings'), t(220, y + 66, '5.55'));
  texts.push(t(40, y + 100, 'Thank you'));
  return { width: 300, height: 500, texts };
}

const extract = async (p: TestPage) => (await extractDocument(await makePdf([p]))).document!;

test('a repeated label is told apart by the lines around it on the sample', async () => {
  const tpl = learnTemplate(await extract(receipt(2, '49.40')), { fields: { total: '49.40' } });
  const anchor = tpl.fields[0]!.anchors[0]!;
  assert.equal(anchor.text, 'Total');
  assert.deepEqual(
    anchor.context?.map((c) => c.text),
    ['Rounding Adj', 'Total Incl. of GST', 'Cash', 'Total Savings'],
  );
  for (const items of [3, 5, 8]) {
    const out = applyTemplate(tpl, await extract(receipt(items, '31.45')));
    assert.equal(out.fields.total!.value, '31.45', `${items} items`);
  }
});
