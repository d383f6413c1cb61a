import type { FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { canFinalise, draftFromSample, mappingDataOf } from './mapping-draft';
import { chooseField, clearSuggestion, confirmSuggestion, isSuggestion } from './suggestions';

const row = (id: string, y: number, over: Partial<FormFieldRow> = {}): FormFieldRow => ({
  key: id,
  label: id,
  value: `${id} value`,
  polygon: [
    [0.1, y],
    [0.3, y],
    [0.3, y + 0.01],
    [0.1, y + 0.01],
  ],
  page: 1,
  dF_Id: null,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: id,
  isCustomField: false,
  isNewInStack: false,
  sortPosition: 0,
  orderIndex: 0,
  isRequired: false,
  ...over,
});

const sample = () => ({
  fields: [
    row('Totaal', 0.7, { suggestedDfId: 21, suggestionConfidence: 80, likely: true }),
    row('Aantal', 0.3, { likely: false }),
    row('Factuurnummer', 0.2, { suggestedDfId: 1, suggestionConfidence: 90, likely: true }),
    row('Coolblue', 0.05, { suggestedDfId: 4, likely: true, key: '' }),
  ],
  udfFields: [],
  tables: [],
});

describe('suggested fields and noise (issue 14 §2-3)', () => {
  it('lists the likely rows in reading order, folds the others, pre-selects the suggestions as open', () => {
    const d = draftFromSample(sample());
    const listed = d.fields
      .filter((f) => f.sortPosition > 0)
      .sort((a, b) => a.sortPosition - b.sortPosition)
      .map((f) => f.unique_id);
    expect(listed).toEqual(['Coolblue', 'Factuurnummer', 'Totaal']);
    expect(d.fields.find((f) => f.unique_id === 'Aantal')!.sortPosition).toBe(0);
    expect(d.fields.find((f) => f.unique_id === 'Factuurnummer')!.dF_Id).toBe(1);
    expect(d.suggested?.sort()).toEqual(['Coolblue', 'Factuurnummer', 'Totaal']);
  });

  it('open suggestions are not a mapping: Finalise waits, and a save sends them without a field', () => {
    const d = draftFromSample(sample());
    expect(canFinalise(d, null)).toBe(false);
    expect(mappingDataOf(d).fields.every((f) => f.dF_Id == null)).toBe(true);
    const confirmed = confirmSuggestion(d, 'Factuurnummer');
    expect(canFinalise(confirmed, null)).toBe(true);
    expect(
      mappingDataOf(confirmed)
        .fields.filter((f) => f.dF_Id != null)
        .map((f) => f.unique_id),
    ).toEqual(['Factuurnummer']);
  });

  it('clearing releases the field; choosing a field a suggestion holds moves it, so no field is mapped twice', () => {
    const d = draftFromSample(sample());
    const cleared = clearSuggestion(d, 'Totaal');
    expect(cleared.fields.find((f) => f.unique_id === 'Totaal')!.dF_Id).toBeNull();
    expect(isSuggestion(cleared, 'Totaal')).toBe(false);
    const drawn = { ...d, fields: [...d.fields, row('drawn-1', 0.06, { drawn: true, sortPosition: 4 })] };
    const moved = chooseField(drawn, 'drawn-1', 4);
    expect(moved.fields.filter((f) => f.dF_Id === 4).map((f) => f.unique_id)).toEqual(['drawn-1']);
    expect(isSuggestion(moved, 'Coolblue') || isSuggestion(moved, 'drawn-1')).toBe(false);
  });
});
