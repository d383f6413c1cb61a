import assert from 'node:assert/strict';
import { test } from 'node:test';
import { templateSchema, type AppliedField } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyLearnedReadings, canLearnReading, differsByMisreading, newReading } from './apply-learned-readings.ts';
import { applyTemplate } from './apply-template.ts';
import { learnCorrection } from './learn-correction.ts';
import { learnTemplate } from './learn-template.ts';

const read = (value: string): AppliedField => ({ value, confidence: 0.9, page: 1, polygon: null, missing: false });

test("a reading a person put right is delivered as confirmed, with the page's reading kept", () => {
  const field = { readings: [newReading('shop', 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'review')] };
  const got = applyLearnedReadings(field, read('SANYO  STATIONERY SHOP'));
  assert.equal(got.value, 'SANYU STATIONERY SHOP');
  assert.equal(got.source, 'learned');
  assert.equal(got.readAs, 'SANYO  STATIONERY SHOP');
  assert.deepEqual(applyLearnedReadings(field, got), got, 'applying twice changes nothing');
  // word by word: the same misread word in a shorter reading
  assert.equal(applyLearnedReadings(field, read('SANYO STATIONERY')).value, 'SANYU STATIONERY');
  // another reading is the page's own
  assert.deepEqual(applyLearnedReadings(field, read('OTHER SHOP')), read('OTHER SHOP'));
});

test('a fixed value is always delivered, whatever the page reads', () => {
  const got = applyLearnedReadings({ fixedValue: 'SANYU STATIONERY SHOP' }, read('SANY0 STAT'));
  assert.equal(got.value, 'SANYU STATIONERY SHOP');
  assert.equal(got.source, 'fixed');
  assert.equal(got.confidence, 1);
  assert.equal(got.readAs, 'SANY0 STAT');
  const missing: AppliedField = { value: null, confidence: 0, page: null, polygon: null, missing: true };
  assert.equal(applyLearnedReadings({ fixedValue: 'EUR' }, missing).value, 'EUR');
});

test('only free text learns readings: a date or an amount differs from document to document, another text is another value', () => {
  assert.equal(canLearnReading({ shape: 'text' }, 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP'), true);
  assert.equal(canLearnReading({ shape: 'amount' }, '68.44', '68.41'), false);
  assert.equal(canLearnReading({ shape: 'date' }, '05-06-2015', '05-05-2018'), false);
  assert.equal(canLearnReading({ shape: 'text' }, 'KEPONG BRANCH', 'TAMAN MELAWATI MALL'), false);
  assert.equal(canLearnReading({ shape: 'text' }, 'SAME', 'same'), false, 'case alone is no misreading');
});

const shop = (name: string, total: string, dy = 0): TestPage => ({
  width: 300,
  height: 400,
  texts: [
    { x: 60, y: 40 + dy, text: name, size: 10 },
    { x: 60, y: 60 + dy, text: 'NO. 31G JALAN INDAH 1', size: 9 },
    { x: 60, y: 120 + dy, text: 'Total:', size: 9 },
    { x: 200, y: 120 + dy, text: total, size: 9 },
  ],
});
const extract = async (p: TestPage) => (await extractDocument(await makePdf([p]))).document!;

test("the sample's misread text corrected while mapping: later documents that read the same misreading deliver the confirmed text", async () => {
  // the sample's page "reads" SANYO (as the photo's OCR did); the user typed what the receipt prints
  const sample = await extract(shop('SANYO STATIONERY SHOP', '12.00'));
  const tpl = learnTemplate(
    sample,
    { fields: { shop: 'SANYU STATIONERY SHOP', total: '12.00' } },
    {},
    { learnedFrom: 'sample.jpg' },
  );
  templateSchema.parse(JSON.parse(JSON.stringify(tpl)));
  const field = tpl.fields.find((f) => f.name === 'shop')!;
  assert.equal(field.readings?.length, 1);
  assert.deepEqual(
    [field.readings![0]!.read, field.readings![0]!.value, field.readings![0]!.origin, field.readings![0]!.learnedFrom],
    ['SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'sample', 'sample.jpg'],
  );
  const next = applyTemplate(tpl, await extract(shop('SANYO STATIONERY SHOP', '7.50', 15)));
  assert.equal(next.fields.shop!.value, 'SANYU STATIONERY SHOP');
  assert.equal(next.fields.shop!.source, 'learned');
  assert.equal(next.fields.shop!.readAs, 'SANYO STATIONERY SHOP');
  assert.equal(next.fields.total!.value, '7.50');
});

test("a sample reading no person confirmed never rewrites a later page's reading", async () => {
  // "SUNRlSE" (l for I) on the sample; a later receipt reads SUNRISE right
  const sample = await extract(shop('SUNRlSE TRADING', '12.00'));
  const values = { fields: { shop: 'SUNRlSE TRADING', total: '12.00' } };
  const later = await extract(shop('SUNRISE TRADING', '9.00'));
  const confirmed = applyTemplate(learnTemplate(sample, values), later).fields.shop!;
  assert.equal(confirmed.value, 'SUNRlSE TRADING', 'a confirmed sample text corrects look-alikes towards it');
  const tpl = learnTemplate(sample, values, {}, { unconfirmed: ['shop'] });
  assert.equal(tpl.fields.find((f) => f.name === 'shop')!.unconfirmed, true);
  const got = applyTemplate(tpl, later).fields.shop!;
  assert.equal(got.value, 'SUNRISE TRADING');
  assert.equal(got.source, undefined);
});

test('a fixed value set while mapping needs nothing on the sample', async () => {
  const sample = await extract(shop('SANYO STATIONERY SHOP', '12.00'));
  const tpl = learnTemplate(
    sample,
    { fields: { total: '12.00' } },
    {},
    { fixedValues: { currency: 'MYR', total: '' } },
  );
  assert.deepEqual(tpl.warnings, []);
  const got = applyTemplate(tpl, await extract(shop('SANYO STATIONERY SHOP', '3.00')));
  assert.equal(got.fields.currency!.value, 'MYR');
  assert.equal(got.fields.currency!.source, 'fixed');
  assert.equal(got.fields.total!.value, '3.00');
});

test("a reviewer's correction of a consistent misreading is learned as a reading and the next document comes out right", async () => {
  const sample = await extract(shop('SANYO STATIONERY SHOP', '12.00'));
  // mapped as read: the sample's own reading, unconfirmed
  const tpl = learnTemplate(
    sample,
    { fields: { shop: 'SANYO STATIONERY SHOP', total: '12.00' } },
    {},
    { unconfirmed: ['shop'] },
  );
  const reviewed = await extract(shop('SANYO STATIONERY SHOP', '8.20', 10));
  const { template, outcomes } = learnCorrection(
    tpl,
    reviewed,
    { shop: 'SANYU STATIONERY SHOP', total: '8.21' },
    { learnedFrom: '478.jpg' },
  );
  assert.deepEqual(
    outcomes.map((o) => [o.field, o.status]),
    [
      ['shop', 'learned'],
      ['total', 'not_readable'],
    ],
  );
  assert.match(outcomes[0]!.message, /reads "SANYO STATIONERY SHOP" where shop is printed/);
  const reading = template.fields.find((f) => f.name === 'shop')!.readings!;
  assert.deepEqual([reading[0]!.origin, reading[0]!.learnedFrom], ['review', '478.jpg']);
  assert.equal(template.fields.find((f) => f.name === 'total')!.readings, undefined, 'an amount is never rewritten');
  const next = applyTemplate(template, await extract(shop('SANYO STATIONERY SHOP', '4.40', -5)));
  assert.equal(next.fields.shop!.value, 'SANYU STATIONERY SHOP');
  assert.equal(next.fields.total!.value, '4.40');
  // the same correction again is known, not learned twice
  assert.deepEqual(
    learnCorrection(template, reviewed, { shop: 'SANYU STATIONERY SHOP' }).outcomes.map((o) => o.status),
    ['known'],
  );
});

test('a sample typed otherwise than the page prints it in punctuation or a two-letter word teaches no reading: later pages deliver what they print', async () => {
  assert.equal(differsByMisreading('TAMAN MALURI SC JLN JEJAKA', 'TAMAN MALURI SD JLN JEJAKA'), false);
  assert.equal(differsByMisreading('53200, KUALA LUMPUR.', '53200, KUALA LUMPUR'), false);
  assert.equal(differsByMisreading('DEN GKIL,SELANGOR', 'DENGKIL, SELANGOR'), false);
  assert.equal(differsByMisreading('SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP'), true);
  assert.equal(differsByMisreading('L 3, Jalan Pelabur', 'LOT 3, JALAN PELABUR'), true, 'letters the reading lost');
  // the annotation says "SD" where every receipt prints "SC" (SROIE vendor v07)
  const sample = await extract(shop('TAMAN MALURI SC JLN JEJAKA', '12.00'));
  const tpl = learnTemplate(sample, { fields: { shop: 'TAMAN MALURI SD JLN JEJAKA', total: '12.00' } });
  assert.equal(tpl.fields.find((f) => f.name === 'shop')!.readings, undefined);
  const got = applyTemplate(tpl, await extract(shop('TAMAN MALURI SC JLN JEJAKA', '7.50', 12))).fields.shop!;
  assert.equal(got.value, 'TAMAN MALURI SC JLN JEJAKA');
  assert.equal(got.source, undefined);
});
