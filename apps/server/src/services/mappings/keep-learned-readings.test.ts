import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LearnedReading, Template, TemplateField } from '@paperbridge/contracts';
import { keepLearnedReadings } from './keep-learned-readings.ts';

const box = { x0: 0.3, y0: 0.05, x1: 0.6, y1: 0.07 };
const field = (name: string, readings?: LearnedReading[]): TemplateField => ({
  name,
  page: 1,
  sampleValue: 'SANYO STATIONERY SHOP',
  box,
  lineCount: 1,
  anchors: [],
  located: true,
  ...(readings ? { readings } : {}),
});
const template = (fields: TemplateField[], corrections?: number): Template => ({
  version: 1,
  pageSizes: [{ width: 595, height: 842 }],
  fields,
  tables: [],
  warnings: [],
  ...(corrections ? { corrections } : {}),
});
const reading = (
  id: string,
  read: string,
  value: string,
  origin: LearnedReading['origin'],
  learnedAt?: string,
): LearnedReading => ({
  id,
  read,
  value,
  origin,
  learnedFrom: origin === 'review' ? '478.jpg' : '469.jpg',
  ...(learnedAt ? { learnedAt } : {}),
});
const NOW = new Date('2026-11-26T09:00:00Z');

describe('keepLearnedReadings: a save learns the template again (issue 22 point 3)', () => {
  it('readings reviewers taught stay with the fields still mapped; a field no longer mapped loses them', () => {
    const review = reading('r1', 'INDAH x ,U13/X', 'INDAH X ,U13/X', 'review', '2026-11-20T10:00:00Z');
    const previous = template(
      [
        field('Merchant Address', [review]),
        field('Merchant Phone', [reading('r2', '+6O12', '+6012', 'review', '2026-11-21T10:00:00Z')]),
      ],
      2,
    );
    const out = keepLearnedReadings(previous, template([field('Merchant Address'), field('Total')]), NOW);
    assert.deepEqual(out.fields[0]!.readings, [review]);
    assert.equal(out.fields[1]!.readings, undefined);
    assert.equal(
      out.fields.some((f) => f.name === 'Merchant Phone'),
      false,
    );
    assert.equal(out.corrections, 2, 'the count of corrections survives with what it counted');
  });
  it("the sample's readings come from the new learn, dated when first learned; a new confirmation of the same text wins over a reviewer's", () => {
    const previous = template([
      field('Merchant Name', [
        reading('s1', 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'sample', '2026-11-01T08:00:00Z'),
        reading('r1', 'SANY0 STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'review', '2026-11-02T08:00:00Z'),
      ]),
    ]);
    const next = template([
      field('Merchant Name', [
        reading('s1', 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'sample'),
        reading('s2', 'sany0 stationery shop', 'SANYU STATIONERY SHOP', 'sample'),
      ]),
    ]);
    const out = keepLearnedReadings(previous, next, NOW);
    assert.deepEqual(
      out.fields[0]!.readings!.map((r) => [r.id, r.learnedAt]),
      [
        ['s1', '2026-11-01T08:00:00Z'],
        ['s2', NOW.toISOString()],
      ],
    );
  });
  it('a first save dates the readings learned from the sample; a sample reading removed before is not kept from the old template', () => {
    const out = keepLearnedReadings(
      null,
      template([field('Merchant Name', [reading('s1', 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'sample')])]),
      NOW,
    );
    assert.equal(out.fields[0]!.readings![0]!.learnedAt, NOW.toISOString());
    const again = keepLearnedReadings(
      template([field('Merchant Name', [reading('s1', 'SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP', 'sample')])]),
      template([field('Merchant Name')]),
      NOW,
    );
    assert.equal(again.fields[0]!.readings, undefined, "the row's text was put back: its reading goes");
  });
});
