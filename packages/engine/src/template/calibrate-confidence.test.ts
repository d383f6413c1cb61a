import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TemplateField } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { calibratedConfidence } from './calibrate-confidence.ts';
import { confidenceFeatures, FEATURE_NAMES, type Features } from './confidence-features.ts';
import { learnTemplate } from './learn-template.ts';
import { REVIEW_CONFIDENCE_THRESHOLD, reviewThresholdFor } from './review-threshold.ts';

const none = Object.fromEntries(FEATURE_NAMES.map((f) => [f, 0])) as Features;
const ocr = { ocr: 1, ocr_doubt_min: 0.05, ocr_doubt_mean: 0.03 };
/** A receipt total read beside its label, found with its neighbour lines, through OCR. */
const labelledTotal: Features = { ...none, ...ocr, kind_amount: 1 };
/** A vendor name recognised by the sample's text, read exactly, through OCR. */
const fixedName: Features = { ...none, ...ocr, by_fixed_text: 1, fixed_text_exact: 1 };

test('the calibrator never raises a confidence on evidence of doubt, and raises it on agreement', () => {
  const p = (f: Partial<Features>) => calibratedConfidence({ ...labelledTotal, ...f });
  const base = p({});
  for (const doubt of [
    { ocr_doubt_min: 0.4, ocr_doubt_mean: 0.3 },
    { label_gap: 0.2 },
    { label_context_gap: 1 },
    { label_far: 1 },
    { shape_bad: 1 },
    { sample_doubt: 0.5 },
    { arithmetic_disagrees: 1 },
    { unconfirmed_text: 1 },
  ]) {
    assert.ok(p(doubt) <= base, `${JSON.stringify(doubt)}: ${p(doubt)} > ${base}`);
  }
  assert.ok(p({ arithmetic_agrees: 1 }) > base);
  const name = (f: Partial<Features>) => calibratedConfidence({ ...fixedName, ...f });
  assert.ok(
    name({ fixed_text_exact: 0, fixed_text_gap: 0.2 }) < name({}),
    'fixed text read unlike the sample is less sure',
  );
  assert.ok(name({ fixed_text_exact: 0, fixed_text_gap: 0.3 }) <= name({ fixed_text_exact: 0, fixed_text_gap: 0.1 }));
  assert.ok(name({ text_long: 1, text_multi_line: 1 }) < name({}), 'an address is less sure than a name');
  assert.ok(name({ ocr_doubt_min: 0.5, ocr_doubt_mean: 0.3 }) < name({}), 'words the OCR doubted are less sure');
});

test('fixed text found exactly with certain OCR scores above the review threshold; a place known only by position below it', () => {
  assert.ok(calibratedConfidence(fixedName) >= reviewThresholdFor('text'), String(calibratedConfidence(fixedName)));
  const byPosition = calibratedConfidence({ ...none, ...ocr, kind_amount: 1, by_position: 1 });
  assert.ok(byPosition < reviewThresholdFor('amount') && byPosition < REVIEW_CONFIDENCE_THRESHOLD, String(byPosition));
  assert.ok(byPosition < calibratedConfidence(labelledTotal));
});

test('the review thresholds are probabilities chosen from the calibration, overall and per shape', () => {
  assert.ok(REVIEW_CONFIDENCE_THRESHOLD > 0.5 && REVIEW_CONFIDENCE_THRESHOLD < 1);
  for (const shape of ['text', 'date', 'amount'] as const)
    assert.ok(reviewThresholdFor(shape) > 0.5 && reviewThresholdFor(shape) < 1, shape);
  assert.equal(reviewThresholdFor(), REVIEW_CONFIDENCE_THRESHOLD);
});

const page = (lines: string[]): TestPage => ({
  width: 300,
  height: 400,
  texts: lines.map((text, i) => ({ x: 40, y: 40 + i * 16, text, size: 9 })),
});
const extract = async (lines: string[]) => (await extractDocument(await makePdf([page(lines)]))).document!;

test('a total its subtotal and tax contradict is less sure and the failed check is listed', async () => {
  const tpl = learnTemplate(await extract(['SHOP SDN BHD', 'Sub Total 10.00', 'GST 6% 0.60', 'Total 10.60']), {
    fields: { total: '10.60' },
  });
  const adds = applyTemplate(tpl, await extract(['SHOP SDN BHD', 'Sub Total 20.00', 'GST 6% 1.20', 'Total 21.20']));
  const off = applyTemplate(tpl, await extract(['SHOP SDN BHD', 'Sub Total 20.00', 'GST 6% 1.20', 'Total 22.20']));
  assert.equal(off.fields.total!.value, '22.20');
  assert.ok(
    off.fields.total!.confidence < adds.fields.total!.confidence,
    `${off.fields.total!.confidence} vs ${adds.fields.total!.confidence}`,
  );
  assert.equal(adds.checks, undefined);
  assert.deepEqual(off.checks, [
    { field: 'total', code: 'total_arithmetic', message: 'Total 22.20 is not subtotal 20.00 + tax 1.20 (21.20)' },
  ]);
});

test('an impossible date is listed as a failed check; the result carries no internal evidence', async () => {
  const tpl = learnTemplate(await extract(['SHOP SDN BHD', 'Date: 12/03/2018', 'Total 10.60']), {
    fields: { date: '12/03/2018', total: '10.60' },
  });
  const out = applyTemplate(tpl, await extract(['SHOP SDN BHD', 'Date: 36/03/2018', 'Total 10.60']));
  assert.equal(out.fields.date!.value, '36/03/2018');
  assert.deepEqual(
    out.checks?.map((c) => [c.field, c.code]),
    [['date', 'implausible_date']],
  );
  for (const f of Object.values(out.fields)) assert.ok(!('evidence' in f));
});

test('a fixed value is certain; a missing value is 0', async () => {
  const tpl = learnTemplate(
    await extract(['SHOP SDN BHD', 'Total 10.60']),
    { fields: { total: '10.60', po: 'PO-1' } },
    {},
    { fixedValues: { vendor: 'Shop Sdn Bhd' } },
  );
  const out = applyTemplate(tpl, await extract(['SHOP SDN BHD', 'Total 12.60']));
  assert.equal(out.fields.vendor!.confidence, 1);
  assert.equal(out.fields.po!.confidence, 0);
  assert.ok(out.fields.total!.confidence > 0 && out.fields.total!.confidence < 1);
});

test('a name read again exactly as the sample read it, which no person confirmed, is not sure enough to leave unseen', async () => {
  const sample = await extract(['SANYO STATIONERY SHOP', 'Total 10.60']);
  const later = await extract(['SANYO STATIONERY SHOP', 'Total 12.60']);
  const confirmed = applyTemplate(learnTemplate(sample, { fields: { vendor: 'SANYO STATIONERY SHOP' } }), later).fields
    .vendor!;
  const asRead = applyTemplate(
    learnTemplate(sample, { fields: { vendor: 'SANYO STATIONERY SHOP' } }, {}, { unconfirmed: ['vendor'] }),
    later,
  ).fields.vendor!;
  assert.equal(asRead.value, 'SANYO STATIONERY SHOP');
  assert.ok(asRead.confidence < confirmed.confidence, `${asRead.confidence} vs ${confirmed.confidence}`);
  assert.ok(asRead.confidence < reviewThresholdFor('text'), String(asRead.confidence));
  assert.ok(confirmed.confidence >= reviewThresholdFor('text'), String(confirmed.confidence));
});

test('unconfirmed sample text weighs only on free text read by the sample, not on a reading a person confirmed', () => {
  const field: TemplateField = {
    name: 'vendor',
    page: 1,
    sampleValue: 'SANYO SHOP',
    box: { x0: 0, y0: 0, x1: 1, y1: 0.1 },
    lineCount: 1,
    anchors: [],
    located: true,
    shape: 'text',
    typedValue: 'SANYO SHOP',
    unconfirmed: true,
  };
  const evidence = {
    foundBy: 'fixed_text' as const,
    matchSimilarity: 1,
    contextSupport: null,
    farFromPrediction: false,
    ocr: true,
    minWordConfidence: 0.95,
    meanWordConfidence: 0.96,
  };
  const read = { value: 'SANYO SHOP', confidence: 0, page: 1, polygon: null, missing: false, evidence };
  const ctx = { arithmetic: null, reread: 'none' as const };
  const asRead = confidenceFeatures(field, read, ctx)!;
  assert.deepEqual([asRead.unconfirmed_text, asRead.unconfirmed_exact, asRead.fixed_text_exact], [1, 1, 0]);
  // a reading a person confirmed (learned) delivers their text: the sample's doubt no longer applies
  const learned = confidenceFeatures(
    { ...field, readings: [{ id: 'r1', read: 'SANYO SHOP', value: 'SANYU SHOP', origin: 'review' }] },
    { ...read, value: 'SANYU SHOP', source: 'learned', readAs: 'SANYO SHOP' },
    ctx,
  )!;
  assert.deepEqual([learned.unconfirmed_text, learned.unconfirmed_exact, learned.fixed_text_exact], [0, 0, 1]);
  const typed = confidenceFeatures({ ...field, unconfirmed: undefined }, read, ctx)!;
  assert.deepEqual([typed.unconfirmed_text, typed.fixed_text_exact], [0, 1]);
  const total = confidenceFeatures(
    { ...field, shape: 'amount', typedValue: '10.60', sampleValue: '10.60' },
    { ...read, value: '12.60', evidence: { ...evidence, foundBy: 'label' } },
    ctx,
  )!;
  assert.equal(total.unconfirmed_text, 0);
});
