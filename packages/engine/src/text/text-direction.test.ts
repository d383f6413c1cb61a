import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';

const lines = ['Quarterly sales by region', 'North 1200 1350 1500', 'South 900 950 1010', 'West 700 820 860'];

test('a page whose text runs bottom to top (a landscape table on a portrait page) is turned upright', async () => {
  const texts = lines.map((text, i) => ({ x: 100 + i * 16, y: 700, text, rotate: 90 }));
  const doc = (await extractDocument(await makePdf([{ texts }]))).document!;
  const page = doc.pages[0]!;
  assert.equal(page.rotation, 90);
  assert.ok(page.width > page.height);
  assert.deepEqual(
    page.lines.map((l) => l.text),
    lines,
  );
});

test('a few turned words (an axis label) leave the page as it is', async () => {
  const texts = [
    ...lines.map((text, i) => ({ x: 100, y: 100 + i * 16, text })),
    { x: 60, y: 300, text: 'Sales', rotate: 90 },
  ];
  const page = (await extractDocument(await makePdf([{ texts }]))).document!.pages[0]!;
  assert.equal(page.rotation, 0);
  assert.deepEqual(page.lines.map((l) => l.text).slice(0, 4), lines);
});
