import { DOC_TYPE } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { durationOfState, initialRetentionState, isTimedRetention, stateOfDuration } from './retention';

describe('retention mapping (spec 001 §4, §9)', () => {
  it.each([
    [1, 30],
    [2, 60],
    [3, 90],
    [4, 180],
    [5, 365],
    [6, 720],
    [7, 1440],
    [8, 0],
  ])('state %i ↔ %i days', (state, days) => {
    expect(durationOfState(state)).toBe(days);
    expect(stateOfDuration(days)).toBe(state);
  });
  it('reads no retention on edit as state 7', () => {
    expect(stateOfDuration(null)).toBe(7);
    expect(stateOfDuration(undefined)).toBe(7);
  });
  it('defaults to the minimum period in create and forces 90 days for the agreement type', () => {
    expect(initialRetentionState(DOC_TYPE.commercialInvoice)).toBe(8);
    expect(initialRetentionState(DOC_TYPE.leaveAndLicenseAgreement)).toBe(3);
  });
  it('treats every option but the minimum as timed', () => {
    expect(isTimedRetention(8)).toBe(false);
    expect(isTimedRetention(1)).toBe(true);
  });
});
