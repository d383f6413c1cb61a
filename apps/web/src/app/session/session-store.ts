import type { SignedOutReason } from '@paperbridge/contracts';
import { rememberSignedOut, SHARED_KEY } from './signed-out-reason';
import { LS } from './storage-keys';

export function getToken(): string | null {
  return localStorage.getItem(LS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(LS.token, token);
}

export function isLoggedIn(): boolean {
  return localStorage.getItem(LS.loggedIn) === 'true';
}

export function setLoggedIn(value: boolean): void {
  if (value) localStorage.setItem(LS.loggedIn, 'true');
  else localStorage.removeItem(LS.loggedIn);
}

/**
 * Removes every session key of this browser and writes the cross-tab logout flag; with a reason (not a
 * deliberate logout) this tab remembers it and the other tabs can read it before the flag fires.
 */
export function clearSession(reason?: SignedOutReason): void {
  for (const key of [LS.loggedIn, LS.token, LS.logoutTimer, LS.timerToCheck, LS.isLegalRedirect, LS.idToken]) {
    localStorage.removeItem(key);
  }
  sessionStorage.clear();
  if (reason) rememberSignedOut(reason);
  localStorage.setItem(SHARED_KEY, reason ?? 'logout');
  localStorage.setItem(LS.logout, String(Date.now()));
}
