import { describe, expect, it } from 'vitest';
import { configNameError } from './config-name';

const RULE = 'Should be alphanumeric only. No special characters and/or spaces.';

describe('mapping name rule (spec 001 §5)', () => {
  it.each(['Acme1', 'INV.2024.acme', '1a', 'a.1'])('accepts %s', (n) => expect(configNameError(n)).toBeNull());
  it.each(['Acme', '2024', 'acme 1', 'acme-1', 'acme_1', 'acmé1'])('refuses %s', (n) =>
    expect(configNameError(n)).toBe(RULE),
  );
  it('says nothing while the field is empty', () => expect(configNameError('')).toBeNull());
});
