import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CorrectionOutcome } from '@paperbridge/engine';
import type { Template, TemplateField } from '@paperbridge/contracts';
import {
  approvedAsRead,
  confirmationNotification,
  learningNotification,
  readingsLearned,
} from './learn-from-approval.ts';

const field = (name: string, readings?: TemplateField['readings']): TemplateField => ({
  name,
  page: 1,
  sampleValue: 'SANYO STATIONERY SHOP',
  box: { x0: 0, y0: 0, x1: 0.5, y1: 0.05 },
  lineCount: 1,
  anchors: [],
  located: true,
  ...(readings ? { readings } : {}),
});
const template = (fields: TemplateField[]): Template => ({
  version: 1,
  pageSizes: [{ width: 595, height: 842 }],
  fields,
  tables: [],
  warnings: [],
});
const sanyu = {
  id: 'r1',
  read: 'SANYO STATIONERY SHOP',
  value: 'SANYU STATIONERY SHOP',
  origin: 'review' as const,
  learnedFrom: '478.jpg',
};

describe('the bell after a review correction (issue 22 point 3)', () => {
  it('a reading learned for a value the page misreads says what the page reads and what will be delivered, never "could not learn"', () => {
    const before = template([field('Merchant Name'), field('Total')]);
    const after = template([field('Merchant Name', [sanyu]), field('Total')]);
    const readings = readingsLearned(before, after);
    assert.deepEqual(Object.keys(readings), ['Merchant Name']);
    const outcomes: CorrectionOutcome[] = [
      {
        field: 'Merchant Name',
        value: 'SANYU STATIONERY SHOP',
        status: 'learned',
        message: 'the page reads "SANYO STATIONERY SHOP" where Merchant Name is printed',
      },
      { field: 'Total', value: '35.00', status: 'known', message: 'Total already reads "35.00" on this document' },
    ];
    const note = learningNotification('SANYUREC1', '478.jpg', outcomes, readings)!;
    assert.equal(note.header, 'Mapping SANYUREC1 learned Merchant Name from your correction on 478.jpg');
    assert.deepEqual(note.message, [
      'Merchant Name: the page reads "SANYO STATIONERY SHOP" where it is printed on 478.jpg; the next documents of this layout that read it so deliver "SANYU STATIONERY SHOP". The mapping screen lists this learned reading, where it can be removed.',
    ]);
  });
  it('a place learned keeps its wording; a reading the template already had is not news', () => {
    const known = template([field('Merchant Name', [sanyu])]);
    assert.deepEqual(readingsLearned(known, known), {});
    const note = learningNotification(
      'SANYUREC1',
      '479.jpg',
      [{ field: 'Total', value: '14.90', status: 'learned', message: 'Total learned from "14.90"' }],
      {},
    )!;
    assert.deepEqual(note.message, [
      'Total: the next documents of this layout read "14.90" where it was printed on 479.jpg.',
    ]);
  });
  it('nothing learned and nothing missed: no notification', () => {
    assert.equal(
      learningNotification('SANYUREC1', '479.jpg', [{ field: 'Total', value: '14.90', status: 'known', message: '' }]),
      null,
    );
  });
});

describe('approving a value as read confirms the sample text (issue 22 point 4)', () => {
  const data = (values: Record<string, string>, deleted: string[] = []) => ({
    docRef: 'R1',
    form: Object.entries(values).map(([label, value], i) => ({
      id: i + 1,
      dF_Id: i + 1,
      label,
      value,
      isDelete: deleted.includes(label),
      confidence: 90,
      page: 1,
      polygon: null,
      isRequired: false,
      missing: false,
    })),
    extactedFromTable: [],
    tables: [],
  });
  it('only the values left as read count, not the corrected, deleted or empty ones', () => {
    const extracted = data({
      'Merchant Name': 'UAN HING STATIONERY',
      Total: '12.00',
      'Receipt Date': '01/02/2018',
      Address: '',
    });
    const approved = data(
      { 'Merchant Name': 'UAN HING STATIONERY', Total: '12.50', 'Receipt Date': '01/02/2018', Address: '' },
      ['Receipt Date'],
    );
    assert.deepEqual(approvedAsRead(extracted, approved), { 'Merchant Name': 'UAN HING STATIONERY' });
  });
  it('the bell says which sample text the approval confirmed, once, and nothing when none was', () => {
    const note = confirmationNotification('LIANHING1', '075.jpg', ['Merchant Name'], {
      'Merchant Name': 'UAN HING STATIONERY',
    })!;
    assert.equal(note.header, 'Mapping LIANHING1 now trusts Merchant Name as approved on 075.jpg');
    assert.match(
      note.message[0]!,
      /^Merchant Name: "UAN HING STATIONERY" was read from the mapping's sample by OCR and nobody had confirmed it; your approval did/,
    );
    assert.equal(confirmationNotification('LIANHING1', '075.jpg', [], {}), null);
  });
});
