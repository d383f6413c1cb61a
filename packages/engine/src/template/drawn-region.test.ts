import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

const coolblue = async (n: 1 | 2) =>
  (
    await extractDocument(
      new Uint8Array(await readFile(path.join(corporaDir, `invoice2data-compare/coolblue${n}.pdf`))),
    )
  ).document!;

test(
  'a region drawn on coolblue1 (supplier name without a label, the shop site) survives learn → apply on coolblue2',
  { skip: corporaSkip() },
  async () => {
    const [sample, next] = [await coolblue(1), await coolblue(2)];
    const template = learnTemplate(
      sample,
      { fields: { 'Supplier Name': 'Coolblue B.V.', Website: 'www.tabletcenter.nl' } },
      {
        'Supplier Name': { page: 1, box: { x0: 0.74, y0: 0.05, x1: 0.85, y1: 0.07 } },
        Website: { page: 1, box: { x0: 0.74, y0: 0.12, x1: 0.9, y1: 0.135 } },
      },
    );
    const supplier = template.fields.find((f) => f.name === 'Supplier Name')!;
    assert.ok(
      supplier.located && supplier.anchors.length > 0 && supplier.anchors.every((a) => a.relation === 'page'),
      'placed by the nearest lines, having no label',
    );
    const applied = applyTemplate(template, next);
    assert.equal(applied.fields['Supplier Name']!.value, 'Coolblue B.V.');
    assert.equal(
      applied.fields.Website!.value,
      'www.laptopshop.nl',
      'a value that changes is read at its place, not copied from the sample',
    );
  },
);

test('the copy the user showed wins over an earlier copy of the same text', async () => {
  const page = (name: string, city: string) => ({
    texts: [
      { x: 50, y: 40, text: name },
      { x: 50, y: 55, text: city },
      { x: 50, y: 700, text: name },
      { x: 50, y: 715, text: 'Bank details' },
    ],
  });
  const sample = (await extractDocument(await makePdf([page('Acme Trading', 'Leeds')]))).document!;
  const p = sample.pages[0]!;
  const bottom = { page: 1, box: { x0: 0, y0: 690 / p.height, x1: 0.5, y1: 712 / p.height } };
  const template = learnTemplate(sample, { fields: { Name: 'Acme Trading' } }, { Name: bottom });
  assert.ok(template.fields[0]!.box.y0 > 0.8, 'learned at the bottom copy the user showed');
});
