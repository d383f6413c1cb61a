import { describe, expect, it } from 'vitest';
import { filterFieldOptions, findByName, optionsFor } from './field-options';

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

describe('fields taken by one row', () => {
  const all = [
    { id: 1, value: 'Invoice Number' },
    { id: 2, value: 'Invoice Date' },
    { id: 3, value: 'Total' },
  ];
  it('are removed from the other rows but stay on their own row', () => {
    const taken = new Set([1, 2]);
    expect(optionsFor(all, taken, 2).map((o) => o.id)).toEqual([2, 3]);
    expect(optionsFor(all, taken, null).map((o) => o.id)).toEqual([3]);
  });
  it('an existing name is matched case-insensitively', () => {
    expect(findByName(all, ' total ')?.id).toBe(3);
  });
});
