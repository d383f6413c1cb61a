import { describe, expect, it } from 'vitest';
import { onSessionExpired } from './api-client';
import { clearSession } from '../app/session/session-store';
import { signedOutMessage } from '../app/session/signed-out-reason';

describe('a 401 that arrives after this tab signed out', () => {
  it('keeps the reason already recorded (idle) instead of "your session has ended"', () => {
    localStorage.setItem('token', 't');
    clearSession('idle');
    onSessionExpired();
    expect(signedOutMessage()).toBe('You were signed out after 10 minutes without activity.');
  });
});
