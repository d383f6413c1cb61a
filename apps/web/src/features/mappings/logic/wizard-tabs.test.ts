import { describe, expect, it } from 'vitest';
import { backToMapping, firstTab, nextTab, previousTab } from './wizard-tabs';

describe('wizard tabs (spec 001 §4)', () => {
  it('starts on Form with header fields, else Table 1', () => {
    expect(firstTab(true, 2)).toBe('form');
    expect(firstTab(false, 2)).toBe('table-1');
  });
  it('Next goes through the tables, then Confirm', () => {
    expect(nextTab('form', true, 2)).toBe('table-1');
    expect(nextTab('table-1', true, 2)).toBe('table-2');
    expect(nextTab('table-2', true, 2)).toBe('confirm');
  });
  it('Previous on Table 1 returns to Form', () => {
    expect(previousTab('table-1', true, 2)).toBe('form');
    expect(previousTab('table-2', true, 2)).toBe('table-1');
  });
  it('Back To Mapping goes to Form, or Table 1 without header fields', () => {
    expect(backToMapping(true, 1)).toBe('form');
    expect(backToMapping(false, 1)).toBe('table-1');
  });
});
