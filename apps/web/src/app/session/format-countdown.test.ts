import { describe, expect, it } from 'vitest';
import { formatCountdown, isStampExpired } from './format-countdown';

describe('session countdown', () => {
  it('starts at 4:00 for 240000 ms', () => expect(formatCountdown(240_000)).toBe('4:00'));
  it('formats minutes and zero-padded seconds', () => {
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(500)).toBe('0:01');
  });
  it("says 'Bye' at zero", () => {
    expect(formatCountdown(0)).toBe('Bye');
    expect(formatCountdown(-5)).toBe('Bye');
  });
  it('expires a stamp older than the inactivity limit', () => {
    expect(isStampExpired(String(1_000), 1_200_000 + 1_001, 1_200_000)).toBe(true);
    expect(isStampExpired(String(1_000), 1_000 + 5_000, 1_200_000)).toBe(false);
    expect(isStampExpired(null, 10, 1)).toBe(false);
  });
});
