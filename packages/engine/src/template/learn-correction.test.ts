import assert from 'node:assert/strict';
import { test } from 'node:test';
import { templateSchema } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnCorrection, MAX_LEARNED_PLACES } from './learn-correction.ts';
import { learnTemplate } from './learn-template.ts';

interface Receipt {
  no: string;
  amount: string;
  variant: 'total' | 'due';
  dx?: number;
  dy?: number;
  scale?: number;
}

/**
 * A shop's receipt in two variants of one layout: "Total:" under the subtotal, or (a member's receipt)
 * a discount line and "Amount due" instead. The sample is the plain variant.
 */
function receipt(r: Receipt): TestPage {
  const s = r.scale ?? 1;
  const t = (x: number, y: number, text: string) => ({
    x: (x + (r.dx ?? 0)) * s,
    y: (y + (r.dy ?? 0)) * s,
    text,
    size: 9 * s,
  });
  const texts = [
    t(60, 40, 'CORNER SHOP SDN BHD'),
    t(60, 70, 'Receipt No:'),
    t(160, 70, r.no),
    t(60, 86, 'Date:'),
    t(160, 86, '12/03/2018'),
  ];
  texts.push(t(60, 120, 'Bread'), t(200, 120, '5.00'), t(60, 134, 'Milk'), t(200, 134, '6.00'));
  texts.push(t(60, 160, 'Subtotal'), t(200, 160, '11.00'));
  if (r.variant === 'total') texts.push(t(60, 176, 'Total:'), t(200, 176, r.amount), t(60, 210, 'Thank you'));
  else
    texts.push(
      t(60, 176, 'Member discount'),
      t(200, 176, '1.10'),
      t(60, 192, 'Amount due'),
      t(200, 192, r.amount),
      t(60, 226, 'Thank you'),
    );
  return { width: 300 * s, height: 400 * s, texts };
}

const extract = async (r: Receipt) => (await extractDocument(await makePdf([receipt(r)]))).document!;
const sampleTemplate = async () =>
  learnTemplate(await extract({ no: 'R-1001', amount: '11.00', variant: 'total' }), {
    fields: { receipt_no: 'R-1001', total: '11.00' },
  });

test("a corrected value becomes a further place of its field: documents like the corrected one read it there, documents like the sample keep the sample's place", async () => {
  const tpl = await sampleTemplate();
  const member = await extract({ no: 'R-1002', amount: '9.90', variant: 'due', dx: 12, dy: 20, scale: 1.15 });
  // the sample alone reads the amount under "Subtotal" on a member receipt: its discount
  assert.equal(applyTemplate(tpl, member).fields.total!.value, '1.10');

  const { template, outcomes } = learnCorrection(
    tpl,
    member,
    { total: '9.90' },
    { learnedFrom: 'R-1002', learnedAt: '2024-05-01T10:00:00.000Z' },
  );
  assert.deepEqual(
    outcomes.map((o) => [o.field, o.status]),
    [['total', 'learned']],
  );
  templateSchema.parse(JSON.parse(JSON.stringify(template)));
  assert.equal(template.corrections, 1);
  const field = template.fields.find((f) => f.name === 'total')!;
  assert.equal(field.anchors[0]!.text, 'Total:', 'what the sample taught is kept');
  assert.equal(field.alternatives?.length, 1);
  assert.equal(field.alternatives![0]!.anchors[0]!.text, 'Amount due');
  assert.equal(field.alternatives![0]!.learnedFrom, 'R-1002');

  assert.equal(applyTemplate(template, member).fields.total!.value, '9.90');
  // another member receipt, placed and scaled differently: the place was stored in the sample's frame
  assert.equal(
    applyTemplate(template, await extract({ no: 'R-1003', amount: '23.40', variant: 'due', dx: -8, dy: 5, scale: 0.9 }))
      .fields.total!.value,
    '23.40',
  );
  const plain = applyTemplate(template, await extract({ no: 'R-1004', amount: '17.25', variant: 'total', dy: 10 }));
  assert.equal(plain.fields.total!.value, '17.25');
  assert.equal(plain.fields.receipt_no!.value, 'R-1004');
});

test('a correction that is not printed on the document teaches nothing and says why', async () => {
  const tpl = await sampleTemplate();
  const member = await extract({ no: 'R-1002', amount: '9.90', variant: 'due' });
  const { template, outcomes } = learnCorrection(tpl, member, { total: '99.99', unknown_field: 'x' });
  assert.equal(template, tpl, 'the template is unchanged');
  assert.deepEqual(
    outcomes.map((o) => [o.field, o.status]),
    [
      ['total', 'not_found'],
      ['unknown_field', 'not_in_template'],
    ],
  );
  assert.match(outcomes[0]!.message, /"99\.99" is not printed on the document/);
});

test('learning the same correction again adds nothing; a field keeps a bounded number of learned places, the oldest giving way', async () => {
  const tpl = await sampleTemplate();
  const member = await extract({ no: 'R-1002', amount: '9.90', variant: 'due' });
  const once = learnCorrection(tpl, member, { total: '9.90' }).template;
  const again = learnCorrection(once, member, { total: '9.90' });
  assert.deepEqual(
    again.outcomes.map((o) => o.status),
    ['known'],
  );
  assert.equal(again.template, once);
  assert.equal(again.template.corrections, 1);

  // a field that already holds the most places it may: labels no document prints, learned earlier
  const total = tpl.fields.find((f) => f.name === 'total')!;
  const old = Array.from({ length: MAX_LEARNED_PLACES }, (_, i) => ({
    ...total,
    anchors: [{ ...total.anchors[0]!, text: `Old label ${i}`, context: [] }],
    learnedFrom: `old-${i}`,
  }));
  const full = { ...tpl, fields: tpl.fields.map((f) => (f.name === 'total' ? { ...f, alternatives: old } : f)) };
  const learned = learnCorrection(full, member, { total: '9.90' }, { learnedFrom: 'R-1002' }).template.fields.find(
    (f) => f.name === 'total',
  )!;
  assert.equal(learned.alternatives!.length, MAX_LEARNED_PLACES);
  assert.deepEqual(
    [learned.alternatives![0]!.learnedFrom, learned.alternatives!.at(-1)!.learnedFrom],
    ['old-1', 'R-1002'],
  );
});

test('a value already read right (a correction of another field on the same document) is not learned twice', async () => {
  const tpl = await sampleTemplate();
  const plain = await extract({ no: 'R-1005', amount: '14.00', variant: 'total' });
  const { outcomes, template } = learnCorrection(tpl, plain, { receipt_no: 'R-1005' });
  assert.deepEqual(
    outcomes.map((o) => o.status),
    ['known'],
  );
  assert.equal(template, tpl);
});

test("a respelling of fixed text the page does not print (the vendor name) is learned as a reading: the next documents deliver it, the page's reading kept", async () => {
  const tpl = learnTemplate(await extract({ no: 'R-1001', amount: '11.00', variant: 'total' }), {
    fields: { merchant: 'CORNER SHOP SDN BHD' },
  });
  const second = await extract({ no: 'R-1006', amount: '8.00', variant: 'total', dy: 6 });
  assert.equal(applyTemplate(tpl, second).fields.merchant!.value, 'CORNER SHOP SDN BHD');
  const { template, outcomes } = learnCorrection(tpl, second, { merchant: 'Corner Shop Sdn. Bhd.' });
  assert.deepEqual(
    outcomes.map((o) => o.status),
    ['learned'],
  );
  assert.match(outcomes[0]!.message, /reads "CORNER SHOP SDN BHD"/);
  const next = applyTemplate(template, await extract({ no: 'R-1007', amount: '3.00', variant: 'due', dx: 5 })).fields
    .merchant!;
  assert.deepEqual([next.value, next.source, next.readAs], ['Corner Shop Sdn. Bhd.', 'learned', 'CORNER SHOP SDN BHD']);
});
