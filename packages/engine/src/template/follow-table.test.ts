import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

type Row = [string, string, string];
const t = (x: number, y: number, text: string) => ({ x, y, text });
const header = (y: number) => [t(60, y, 'Item'), t(250, y, 'Quantity'), t(400, y, 'Amount')];
const body = (rows: Row[], y: number) =>
  rows.flatMap((r, i) => [t(60, y + i * 14, r[0]), t(260, y + i * 14, r[1]), t(400, y + i * 14, r[2])]);
const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => [`Part ${from + i}`, String(i + 1), `${(from + i) * 10}.00`]);

/** Page 1: invoice header, table header, rows; the last page ends with "Total due:". */
function pages(split: Row[][], repeatHeader: boolean): TestPage[] {
  return split.map((rs, p) => {
    const top = p === 0 ? [t(60, 60, 'Invoice No:'), t(160, 60, 'INV-9')] : [t(60, 40, 'Invoice INV-9 (continued)')];
    const y = p === 0 ? 120 : 80;
    const texts = [...top, ...(p === 0 || repeatHeader ? header(y) : []), ...body(rs, y + 18)];
    if (p === split.length - 1)
      texts.push(t(60, y + 18 + rs.length * 14 + 30, 'Total due:'), t(400, y + 18 + rs.length * 14 + 30, '999.00'));
    else texts.push(t(280, 760, `Page ${p + 1}`));
    return { texts };
  });
}

const values = {
  fields: { invoice: 'INV-9' },
  tables: [{ columns: { item: 'Item', qty: 'Quantity', amount: 'Amount' } }],
};

for (const repeatHeader of [true, false]) {
  test(`a template table is followed onto the next pages until the end anchor (header ${repeatHeader ? 'repeated' : 'not repeated'})`, async () => {
    const sample = (await extractDocument(await makePdf(pages([rows(1, 3)], true)))).document!;
    const tpl = learnTemplate(sample, values);
    assert.equal(tpl.tables[0]!.endAnchor, 'Total due:');
    const long = [rows(1, 20), rows(21, 25), rows(46, 4)];
    const doc = (await extractDocument(await makePdf(pages(long, repeatHeader)))).document!;
    const out = applyTemplate(tpl, doc);
    assert.deepEqual(
      out.tables[0]!.rows.map((r) => [r.item, r.qty, r.amount]),
      long.flat(),
    );
    assert.equal(out.tables[0]!.page, 1);
  });
}

test('a table that ended on its page in the sample is not continued by unrelated text overleaf', async () => {
  const sample = (await extractDocument(await makePdf([{ texts: [...header(100), ...body(rows(1, 2), 118)] }])))
    .document!;
  const tpl = learnTemplate(sample, { fields: {}, tables: values.tables });
  const doc = (
    await extractDocument(
      await makePdf([
        { texts: [...header(100), ...body(rows(1, 3), 118)] },
        { texts: [t(60, 60, 'Terms and conditions'), t(300, 60, 'apply 30 days')] },
      ]),
    )
  ).document!;
  assert.equal(applyTemplate(tpl, doc).tables[0]!.rows.length, 3);
});
