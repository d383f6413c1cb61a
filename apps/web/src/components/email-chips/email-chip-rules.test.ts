import { MAP_MSG } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { addEmailChips, MAX_EMAILS, removeLastChip } from './email-chip-rules';

describe('email chips (spec 001 §4, §5)', () => {
  it('lowercases and trims a chip', () => {
    expect(addEmailChips([], '  Ann@Example.COM ')).toEqual({ emails: ['ann@example.com'], error: null });
  });
  it("refuses an invalid address with 'Please provide a valid email.'", () => {
    expect(addEmailChips(['a@b.co'], 'not-an-email')).toEqual({ emails: ['a@b.co'], error: MAP_MSG.validEmail });
  });
  it('refuses a duplicate (case-insensitive) with the in-use message', () => {
    expect(addEmailChips(['a@b.co'], 'A@B.co').error).toBe(
      'The email you entered is already in use. Please provide another email address',
    );
  });
  it("stops at 10 with 'Maximum email address capacity reached.'", () => {
    const ten = Array.from({ length: MAX_EMAILS }, (_, i) => `u${i}@x.com`);
    expect(addEmailChips(ten, 'new@x.com')).toEqual({ emails: ten, error: 'Maximum email address capacity reached.' });
  });
  it('splits a pasted list on commas and semicolons', () => {
    expect(addEmailChips([], 'a@x.com; b@x.com,c@x.com').emails).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });
  it('ignores empty input', () => {
    expect(addEmailChips(['a@x.com'], '  ')).toEqual({ emails: ['a@x.com'], error: null });
  });
  it('Backspace removes the last chip', () => {
    expect(removeLastChip(['a@x.com', 'b@x.com'])).toEqual(['a@x.com']);
    expect(removeLastChip([])).toEqual([]);
  });
});
