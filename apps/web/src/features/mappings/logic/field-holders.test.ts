import type { FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { fieldHolders, moveNotice, releaseField, takenLabels } from './field-holders';
import type { DraftTable, MappingDraft } from './mapping-draft.types';
import { chooseField } from './suggestions';

const row = (id: string, position: number, dfId: number | null, over: Partial<FormFieldRow> = {}): FormFieldRow => ({
  key: id,
  label: id,
  value: `${id} value`,
  polygon: null,
  dF_Id: dfId,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: id,
  isCustomField: false,
  isNewInStack: false,
  sortPosition: position,
  orderIndex: dfId == null ? 0 : position,
  isRequired: dfId != null,
  ...over,
});

const table: DraftTable = {
  tableNumber: 1,
  polygon: null,
  capture: true,
  columns: [
    { columnNumber: 1, header: 'Artikel', dF_Id: 151, sequenceNumber: 1 },
    { columnNumber: 2, header: 'Aantal', dF_Id: null, sequenceNumber: 0 },
  ],
  rows: [],
  rule: [
    {
      rL_Id: 2,
      dF_Id: 121,
      columnKeyNumber: 1,
      columnKeyName: 'Totaal',
      dataColumnNumber: 2,
      dataColumnValue: '10.00',
      rowNumber: 4,
      table: 1,
      columnNumber: 1,
      key_Id: 'include-1-4-1',
    },
  ],
};

const draft = (): MappingDraft => ({
  fields: [
    row('Factuurnummer', 1, 101),
    row('Ordernummer', 2, null),
    row('Factuurdatum', 3, 102),
    row('BTW', 4, 120),
    row('Aantal', 0, null),
  ],
  udfFields: [row('custom-1', 0, 100001, { isCustomField: true })],
  tables: [table],
  includeRows: [],
  suggested: ['BTW'],
});

describe('a field held by another place is shown as taken and can be moved (issue 26)', () => {
  it('names each holder the way the screen shows it; an open suggestion holds nothing', () => {
    const holders = fieldHolders(draft());
    expect(holders.get(101)?.text).toBe('row 1 (Factuurnummer)');
    expect(holders.get(102)?.text).toBe('row 3 (Factuurdatum)');
    expect(holders.get(100001)?.text).toBe('custom field 1');
    expect(holders.get(151)?.text).toBe('Table 1, column 1 (Artikel)');
    expect(holders.get(121)?.text).toBe('Table 1, row 4 (Totaal)');
    expect(holders.has(120)).toBe(false);
  });

  it("a row's own field is not shown as taken in its own list", () => {
    const holders = fieldHolders(draft());
    const own = takenLabels(holders, { kind: 'row', uniqueId: 'Factuurnummer' });
    expect(own.has(101)).toBe(false);
    expect(own.get(102)).toBe('row 3 (Factuurdatum)');
    expect(takenLabels(holders, { kind: 'cell', tableNumber: 1, rowNumber: 4 }).has(121)).toBe(false);
  });

  it('choosing a field another row holds moves it: the other row is cleared and goes to the unmapped rows', () => {
    const moved = chooseField(draft(), 'Ordernummer', 101);
    const by = (id: string) => moved.fields.find((f) => f.unique_id === id)!;
    expect(by('Ordernummer').dF_Id).toBe(101);
    expect(by('Factuurnummer').dF_Id).toBeNull();
    expect(by('Factuurnummer').sortPosition).toBe(0);
    expect(by('Factuurnummer').isRequired).toBe(false);
    expect(moved.fields.filter((f) => f.dF_Id === 101)).toHaveLength(1);
    expect(fieldHolders(moved).get(101)?.kind).toBe('row');
  });

  it('choosing a field a table column or a row rule holds releases it there', () => {
    const fromColumn = chooseField(draft(), 'Ordernummer', 151);
    expect(fromColumn.tables[0]!.columns[0]!.dF_Id).toBeNull();
    expect(fromColumn.tables[0]!.columns[0]!.sequenceNumber).toBe(0);
    const fromRule = chooseField(draft(), 'Ordernummer', 121);
    expect(fromRule.tables[0]!.rule).toEqual([]);
    const fromCustom = chooseField(draft(), 'Ordernummer', 100001);
    expect(fromCustom.udfFields[0]!.dF_Id).toBeNull();
  });

  it('releasing keeps the place the field moves to, and drops a captured row left without a field', () => {
    const d = draft();
    d.fields.push(row('drawn-1', 5, 103, { drawn: true, key: '', label: 'Drawn on the document' }));
    const kept = releaseField(d, 151, { kind: 'column', tableNumber: 1, columnNumber: 1 });
    expect(kept.tables[0]!.columns[0]!.dF_Id).toBe(151);
    const released = releaseField(d, 103, { kind: 'column', tableNumber: 1, columnNumber: 2 });
    expect(released.fields.some((f) => f.unique_id === 'drawn-1')).toBe(false);
  });

  it('says where the field came from', () => {
    expect(moveNotice('Invoice Number', 'row 3 (Factuurnummer)')).toBe(
      'Invoice Number moved here from row 3 (Factuurnummer), which has no field now.',
    );
  });
});
