import { describe, expect, it } from 'vitest';
import { filterFieldOptions, findByName } from './field-options';

const opts = ['Invoice Total', 'Total Tax', 'invoice date', 'Subtotal', 'Due Date', 'total'].map((label) => ({
  label,
}));

describe('dropdown filtering (spec 001 §5)', () => {
  it('lists prefix matches first, then contains, each alphabetical and case-insensitive', () => {
    expect(filterFieldOptions(opts, 'TOT').map((o) => o.label)).toEqual([
      'total',
      'Total Tax',
      'Invoice Total',
      'Subtotal',
    ]);
  });
  it('lists everything alphabetically for an empty search', () => {
    expect(filterFieldOptions(opts, ' ').map((o) => o.label)).toEqual([
      'Due Date',
      'invoice date',
      'Invoice Total',
      'Subtotal',
      'total',
      'Total Tax',
    ]);
  });
  it('finds nothing for an unknown text', () => {
    expect(filterFieldOptions(opts, 'xyz')).toEqual([]);
  });
});

describe('field names', () => {
  const all = [
    { id: 1, value: 'Invoice Number' },
    { id: 2, value: 'Invoice Date' },
    { id: 3, value: 'Total' },
  ];
  it('an existing name is matched case-insensitively', () => {
    expect(findByName(all, ' total ')?.id).toBe(3);
  });
});
