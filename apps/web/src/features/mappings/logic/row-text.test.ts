import type { FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { correctRowText, isTextCorrected, sampleReading, setFixedValue, updateRow } from './row-text';
import { mappingDataOf } from './mapping-draft';
import { unassignField } from './sort-position';

const row: FormFieldRow = {
  key: '',
  label: 'Drawn on the document',
  value: 'SANYO STATIONERY SHOP',
  polygon: [
    [0.3, 0.05],
    [0.6, 0.05],
    [0.6, 0.07],
    [0.3, 0.07],
  ],
  page: 1,
  dF_Id: 201,
  confidence: 100,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: 'drawn-1',
  isCustomField: false,
  isNewInStack: true,
  sortPosition: 1,
  orderIndex: 1,
  isRequired: false,
};

describe("correcting the sample's text while mapping (issue 22 point 4)", () => {
  it("keeps the sample's reading beside the corrected text, once, whatever the number of corrections", () => {
    const once = correctRowText(row, ' SANYU  STATIONERY SHOP ');
    expect(once.value).toBe('SANYU STATIONERY SHOP');
    expect(once.readAs).toBe('SANYO STATIONERY SHOP');
    expect(isTextCorrected(once)).toBe(true);
    const twice = correctRowText(once, 'SANYU STATIONERY SHOP SDN');
    expect(twice.readAs).toBe('SANYO STATIONERY SHOP');
    expect(sampleReading(twice)).toBe('SANYO STATIONERY SHOP');
  });
  it("text put back to the sample's reading, or emptied, drops the correction", () => {
    const corrected = correctRowText(row, 'SANYU STATIONERY SHOP');
    const back = correctRowText(corrected, 'SANYO STATIONERY SHOP');
    expect(back.value).toBe('SANYO STATIONERY SHOP');
    expect('readAs' in back).toBe(false);
    expect(isTextCorrected(back)).toBe(false);
    expect(correctRowText(corrected, '   ').value).toBe('SANYO STATIONERY SHOP');
    expect(correctRowText(corrected, '   ').textConfirmed).toBeUndefined();
  });
  it('the reading saved unchanged is confirmed by the user; a correction afterwards is no longer a bare confirmation', () => {
    const confirmed = correctRowText(row, 'SANYO STATIONERY SHOP');
    expect(confirmed.textConfirmed).toBe(true);
    expect(isTextCorrected(confirmed)).toBe(false);
    const corrected = correctRowText(confirmed, 'SANYU STATIONERY SHOP');
    expect(corrected.textConfirmed).toBeUndefined();
    expect(corrected.readAs).toBe('SANYO STATIONERY SHOP');
  });
});

describe('a fixed value (issue 22 point 3)', () => {
  it('is trimmed, and blank removes it', () => {
    const fixed = setFixedValue(row, '  SANYU STATIONERY SHOP ');
    expect(fixed.fixedValue).toBe('SANYU STATIONERY SHOP');
    expect('fixedValue' in setFixedValue(fixed, ' ')).toBe(false);
  });
  it('goes with the field: unmapping the row drops it, its corrected text stays', () => {
    const rows = updateRow([row], 'drawn-1', (r) => setFixedValue(correctRowText(r, 'SANYU STATIONERY SHOP'), 'MYR'));
    expect(rows[0]!.fixedValue).toBe('MYR');
    const unmapped = unassignField(rows, 'drawn-1')[0]!;
    expect(unmapped.dF_Id).toBeNull();
    expect('fixedValue' in unmapped).toBe(false);
    expect(unmapped.readAs).toBe('SANYO STATIONERY SHOP');
  });
});

describe('the corrected text and the fixed value are sent with the row', () => {
  it('mappingDataOf keeps readAs and fixedValue on the submitted row', () => {
    const sent = mappingDataOf({
      fields: [setFixedValue(correctRowText(row, 'SANYU STATIONERY SHOP'), 'SANYU')],
      udfFields: [],
      tables: [],
      includeRows: [],
    }).fields[0]!;
    expect(sent).toMatchObject({
      value: 'SANYU STATIONERY SHOP',
      readAs: 'SANYO STATIONERY SHOP',
      fixedValue: 'SANYU',
      dF_Id: 201,
    });
  });
});
