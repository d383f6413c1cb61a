import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { tableTexts } from '../testing/find-words.ts';
import { makePdf, ruledGrid } from '../testing/make-pdf.ts';

test('a ruled grid becomes a table with its cells, and a missing rule makes a column span', async () => {
  const grid = ruledGrid(
    [50, 200, 300, 400],
    [100, 120, 140, 160],
    [
      ['Item', 'Qty', ''],
      ['Apples', '3', '1.20'],
      ['Pears', '5', '2.10'],
    ],
  );
  // remove the rule between Qty and Price on the header row: the header "Qty" spans two columns
  grid.lines = grid
    .lines!.filter((l) => !(l.x0 === 300 && l.x1 === 300))
    .concat([{ x0: 300, y0: 120, x1: 300, y1: 160 }]);
  const r = await extractDocument(await makePdf([grid]));
  assert.equal(r.status, 'success');
  const t = r.document!.tables[0]!;
  assert.equal(t.kind, 'ruled');
  assert.deepEqual(tableTexts(r.document!), [
    ['Item', 'Qty'],
    ['Apples', '3', '1.20'],
    ['Pears', '5', '2.10'],
  ]);
  assert.equal(t.rows[0]!.cells[1]!.colSpan, 2);
  assert.equal(t.rows[0]!.isHeader, true);
});

test('an unruled table is found from column alignment, with its header row', async () => {
  const rows = [
    ['Analyte', 'Result', 'Unit'],
    ['Arsenic', '< 0.005', 'mg/L'],
    ['Barium', '0.1', 'mg/L'],
    ['Total Hardness', '150', 'mg/L'],
  ];
  const texts = rows.flatMap((row, r) => row.map((text, c) => ({ x: 60 + c * 150, y: 200 + r * 14, text })));
  const r = await extractDocument(
    await makePdf([{ texts: [{ x: 60, y: 100, text: 'Certificate of Analysis for a water sample' }, ...texts] }]),
  );
  const t = r.document!.tables[0]!;
  assert.equal(t.kind, 'unruled');
  assert.deepEqual(tableTexts(r.document!), rows);
  assert.deepEqual(
    t.columns.map((c) => c.header),
    ['Analyte', 'Result', 'Unit'],
  );
});

test('a table that ends one page and starts the next with the same columns is one table', async () => {
  const page = (from: number, top: number) => ({
    texts: [
      ['Name', 'Amount'],
      ...Array.from({ length: 20 }, (_, i) => [`Item ${from + i}`, `${(from + i) * 10}.00`]),
    ].flatMap((row, r) => row.map((text, c) => ({ x: 60 + c * 200, y: top + r * 16, text }))),
  });
  const r = await extractDocument(await makePdf([page(1, 420), page(21, 60)]));
  const tables = r.document!.tables;
  assert.equal(tables.length, 1);
  assert.deepEqual(tables[0]!.pages, [1, 2]);
  assert.equal(tables[0]!.rows.length, 41); // one header + 40 items, the repeated header dropped
});
