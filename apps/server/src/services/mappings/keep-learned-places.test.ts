import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Template, TemplateField } from '@paperbridge/contracts';
import { keepLearnedPlaces } from './keep-learned-places.ts';

const box = { x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.12 };
const field = (name: string, sampleValue: string, alternatives?: TemplateField['alternatives']): TemplateField => ({
  name,
  page: 1,
  sampleValue,
  box,
  lineCount: 1,
  anchors: [],
  located: true,
  ...(alternatives ? { alternatives } : {}),
});
const template = (fields: TemplateField[], corrections?: number): Template => ({
  version: 1,
  pageSizes: [{ width: 595, height: 842 }],
  fields,
  tables: [],
  warnings: [],
  ...(corrections ? { corrections } : {}),
});
const learned = { ...field('Total', '39.60'), learnedFrom: 'INV-303', learnedAt: '2026-11-23T10:00:00Z' };

describe('keepLearnedPlaces', () => {
  it('a field still found where it was keeps what corrections taught; the count stays', () => {
    const previous = template([field('Total', '25.60', [learned]), field('Date', '01/02/2018')], 1);
    const next = template([field('Total', '25.60'), field('Date', '01/02/2018'), field('Vendor', "Domino's")]);
    const out = keepLearnedPlaces(previous, next);
    assert.deepEqual(out.fields[0]!.alternatives, [learned]);
    assert.equal(out.fields[1]!.alternatives, undefined);
    assert.equal(out.corrections, 1);
  });
  it('a field mapped to another value on the sample, or a template without learning, starts afresh', () => {
    const previous = template([field('Total', '25.60', [learned])], 1);
    const remapped = keepLearnedPlaces(previous, template([field('Total', '30.90')]));
    assert.equal(remapped.fields[0]!.alternatives, undefined);
    assert.equal(remapped.corrections, undefined);
    const next = template([field('Total', '25.60')]);
    assert.equal(keepLearnedPlaces(null, next), next);
  });
});
