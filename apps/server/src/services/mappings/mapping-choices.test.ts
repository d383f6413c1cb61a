import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CAPTURED_ROW_LABEL, type MappingData } from '@paperbridge/contracts';
import type { DocFieldRecord } from '../../domain/doc-fields/list-doc-fields.ts';
import { mappingChoices } from './mapping-choices.ts';

const fields = [{ id: 11 }, { id: 12 }] as DocFieldRecord[];
const row = (o: Partial<MappingData['fields'][number]>) => ({ key: '', value: 'Lieferant GmbH', ...o });

describe('saving a mapping: abandoned captures leave no rows (issue 30 point 7)', () => {
  it('a captured row without a field is not kept; a captured row with one, and an unmapped printed row, are', () => {
    const data: MappingData = {
      fields: [
        row({ label: CAPTURED_ROW_LABEL, drawn: true, dF_Id: null, unique_id: 'drawn-stray' }),
        row({ label: CAPTURED_ROW_LABEL, drawn: true, dF_Id: 11, unique_id: 'drawn-kept' }),
        // saved before `drawn` was kept: known by its label
        row({ label: CAPTURED_ROW_LABEL, unique_id: 'drawn-old' }),
        row({ key: 'Rechnungsnummer', label: 'Rechnungsnummer', value: '471102', dF_Id: null, unique_id: 'row-1' }),
      ],
      udfFields: [],
      tables: [],
    };
    const choices = mappingChoices(data, fields, null);
    assert.deepEqual(
      choices.fieldMappings.map((r) => r.unique_id),
      ['drawn-kept', 'row-1'],
    );
    assert.deepEqual(choices.mappedFieldIds, [11]);
  });
});
