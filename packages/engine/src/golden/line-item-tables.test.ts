/**
 * Golden tests for line-item tables on real invoices (issue 14 point 4): the
 * table a user maps line items from has one row per printed product line, one
 * header per column, and one value per quantity / rate / amount cell.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import type { DocumentModel, Table } from '@paperbridge/contracts';
import { lineItemColumns } from '../fields/line-item-columns.ts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { assertGolden } from './golden-files.ts';
import { lineItemTable } from './line-item-table.ts';

const skip = corporaSkip();
const extract = async (rel: string): Promise<DocumentModel> => {
  const r = await extractDocument(new Uint8Array(await readFile(path.join(corporaDir, rel))), {
    fileName: path.basename(rel),
  });
  assert.ok(r.document, `${rel}: ${r.errors.map((e) => e.message).join('; ')}`);
  return r.document;
};

const rowsOf = (t: Table): string[][] => t.rows.filter((r) => !r.isHeader).map((r) => r.cells.map((c) => c.text));

for (const name of ['coolblue1', 'coolblue2']) {
  test(`line items: ${name} gives one row per product line, one header and one value per cell`, { skip }, async () => {
    const doc = await extract(`invoice2data-compare/${name}.pdf`);
    const t = lineItemTable(doc);
    assert.ok(t, 'no line-item table');
    const headers = t.columns.map((c) => c.header);
    assert.equal(new Set(headers).size, headers.length, `a header is repeated: ${JSON.stringify(headers)}`);
    assert.ok(
      t.rows.every((r) => r.cells.every((c) => c.colSpan === 1)),
      'no cell spans columns',
    );
    // every value column (all but the description) holds at most one number per cell
    for (const r of rowsOf(t))
      for (const v of r.slice(1))
        assert.ok(!/\d\S*\s+\S*\d/.test(v.replace(/^€\s*/, '')), `two values in one cell: ${JSON.stringify(r)}`);
    const fields = new Map(
      lineItemColumns(doc)
        .filter((c) => c.tableNumber === t.tableNumber)
        .map((c) => [c.field, c.header]),
    );
    assert.deepEqual([...fields.keys()].sort(), ['amount', 'description', 'quantity', 'tax_rate', 'unit_price']);
    assertGolden(`line-items-${name}`, {
      headers,
      fields: Object.fromEntries(fields),
      rows: rowsOf(t).map((r) => r.join(' | ')),
    });
  });
}
