import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT_MESSAGES } from '@paperbridge/contracts';
import { clearSession } from './session-store';
import { reasonForOtherTab, signedOutMessage, takeSignedOutReason, SHARED_KEY } from './signed-out-reason';

describe('why this tab was signed out', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  it('an idle logout is remembered for this tab and shared with the others; the next sign-in takes it once', () => {
    clearSession('idle');
    expect(signedOutMessage()).toBe(SIGNED_OUT_MESSAGES.idle);
    expect(localStorage.getItem(SHARED_KEY)).toBe('idle');
    expect(takeSignedOutReason()).toBe('idle');
    expect(takeSignedOutReason()).toBeNull();
  });
  it('a deliberate logout says nothing in its own tab, and "another tab" in the others', () => {
    clearSession();
    expect(signedOutMessage()).toBeNull();
    expect(reasonForOtherTab(localStorage.getItem(SHARED_KEY))).toBe('other-tab');
  });
  it('a password change or an idle logout means the same in every tab', () => {
    expect(reasonForOtherTab('password')).toBe('password');
    expect(reasonForOtherTab('idle')).toBe('idle');
    expect(reasonForOtherTab(null)).toBe('other-tab');
  });
});
