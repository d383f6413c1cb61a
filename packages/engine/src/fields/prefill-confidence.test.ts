import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Polygon } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { calibratePrefill, prefillProbability } from './prefill-confidence.ts';
import {
  PREFILL_FEATURE_NAMES,
  prefillFeatures,
  type PrefillEvidence,
  type PrefillFeatures,
} from './prefill-confidence-features.ts';
import { prefillFields } from './prefill-fields.ts';
import type { PrefilledField } from './prefill.types.ts';

const box = (y: number): Polygon => [
  [0.1, y],
  [0.3, y],
  [0.3, y + 0.02],
  [0.1, y + 0.02],
];
const field = (f: Partial<PrefilledField>): PrefilledField => ({
  field: 'invoice_date',
  value: '03.04.2024',
  confidence: 0.9,
  page: 1,
  polygon: box(0.1),
  source: 'label',
  ...f,
});
const p = (f: PrefilledField, ev: PrefillEvidence, agree: boolean | null = null) =>
  prefillProbability(prefillFeatures(f, ev, agree));

test('a pre-filled confidence is a probability: between 0 and 1 for every rule and rank', () => {
  const rules: PrefillEvidence['rule'][] = [
    'label',
    'shape',
    'party_name',
    'arithmetic',
    'title_line',
    'label_above',
    'label_beside',
    'supplier_layout',
    'date_layout',
    'currency',
  ];
  for (const rule of rules) {
    for (const rank of [0, 0.4, 0.9, 1]) {
      const c = p(field({}), { rule, rank });
      assert.ok(c > 0 && c < 1, `${rule} ${rank}: ${c}`);
    }
  }
});

test("more evidence never lowers the confidence: a higher rank, the field's own kind, sums that add up", () => {
  const ev: PrefillEvidence = { rule: 'label', rank: 0.6, label: 'Total' };
  const total = field({ field: 'total_amount', value: '119,00' });
  assert.ok(p(total, { ...ev, rank: 0.9 }) >= p(total, ev));
  assert.ok(p(total, ev, true) >= p(total, ev, null));
  assert.ok(p(total, ev, null) >= p(total, ev, false));
  assert.ok(
    p(field({ field: 'invoice_number', value: 'R-2024-117' }), ev) >=
      p(field({ field: 'invoice_number', value: 'Rechnung' }), ev),
    'an id over text',
  );
  // every weight with a known direction keeps it
  const one = (name: keyof PrefillFeatures) =>
    Object.fromEntries(PREFILL_FEATURE_NAMES.map((n) => [n, n === name ? 1 : 0])) as PrefillFeatures;
  const zero = prefillProbability(Object.fromEntries(PREFILL_FEATURE_NAMES.map((n) => [n, 0])) as PrefillFeatures);
  for (const up of ['rank', 'kind_match', 'label_known', 'amounts_agree'] as const)
    assert.ok(prefillProbability(one(up)) >= zero, up);
  for (const down of ['amounts_disagree', 'by_layout_guess', 'by_layout_rule'] as const)
    assert.ok(prefillProbability(one(down)) <= zero, down);
});

test('a date found by its label is surely right; the supplier guessed by its place at the top is not', () => {
  const date = p(field({}), { rule: 'label', rank: 0.9, label: 'Rechnungsdatum' });
  const guess = p(field({ field: 'supplier_name', value: 'Muster Handel GmbH', source: 'layout' }), {
    rule: 'supplier_layout',
    rank: 0.4,
  });
  assert.ok(date >= 0.9, String(date));
  assert.ok(guess < 0.75, String(guess));
});

test('calibration changes only the confidence: the values, their order and their places stay', async () => {
  const doc = (
    await extractDocument(
      await makePdf([
        {
          texts: [
            { x: 50, y: 40, text: 'Muster Handel GmbH', size: 14 },
            { x: 50, y: 120, text: 'Rechnungsnr.: R-2024-117' },
            { x: 50, y: 135, text: 'Rechnungsdatum: 03.04.2024' },
            { x: 300, y: 400, text: 'Nettobetrag:' },
            { x: 450, y: 400, text: '100,00 EUR' },
            { x: 300, y: 415, text: 'MwSt.:' },
            { x: 450, y: 415, text: '19,00 EUR' },
            { x: 300, y: 430, text: 'Gesamtbetrag:' },
            { x: 450, y: 430, text: '119,00 EUR' },
          ],
        },
      ]),
    )
  ).document!;
  const seen: string[] = [];
  const { fields } = prefillFields(doc, { explain: (f, ev) => seen.push(`${f.field}:${ev.rule}`) });
  assert.deepEqual(
    fields.map((f) => f.field),
    ['invoice_number', 'invoice_date', 'subtotal', 'tax_amount', 'total_amount', 'supplier_name', 'currency'],
  );
  assert.equal(seen.length, fields.length, 'every value has its evidence');
  assert.ok(seen.includes('supplier_name:supplier_layout'));
  const total = fields.find((f) => f.field === 'total_amount')!;
  const supplier = fields.find((f) => f.field === 'supplier_name')!;
  assert.ok(total.confidence >= 0.9, `labelled sums that add up: ${total.confidence}`);
  assert.ok(supplier.confidence < total.confidence, `a layout guess below: ${supplier.confidence}`);
  for (const f of fields)
    assert.deepEqual(
      Object.keys(f).sort(),
      [
        'confidence',
        'field',
        'page',
        'polygon',
        'source',
        'value',
        ...(f.keyValueIndex !== undefined ? ['keyValueIndex'] : []),
      ].sort(),
      'no evidence leaves the engine',
    );
  // no evidence: the rank stays
  assert.equal(calibratePrefill(doc, [field({ confidence: 0.42 })], new Map())[0]!.confidence, 0.42);
});
