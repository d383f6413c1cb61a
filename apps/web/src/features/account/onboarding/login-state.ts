import type { CheckFirstLoginResult } from '@paperbridge/contracts';
import { SS } from '../../../app/session/storage-keys';

/**
 * The last CheckFirstLogin result of this tab, updated as onboarding
 * progresses (company saved, features saved, PIN verified), so the
 * manage-session hub can route without a new provider round trip.
 */
export function getLoginState(): CheckFirstLoginResult | null {
  const raw = sessionStorage.getItem(SS.loginResult);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CheckFirstLoginResult;
  } catch {
    return null;
  }
}

export function setLoginState(result: CheckFirstLoginResult): void {
  sessionStorage.setItem(SS.loginResult, JSON.stringify(result));
}

export function patchLoginState(patch: Partial<CheckFirstLoginResult>): void {
  const current = getLoginState();
  if (current) setLoginState({ ...current, ...patch });
}

export const isRegistering = () => sessionStorage.getItem(SS.registering) === 'true';
export const setRegistering = (v: boolean) =>
  v ? sessionStorage.setItem(SS.registering, 'true') : sessionStorage.removeItem(SS.registering);
export const getLoginEmail = () => sessionStorage.getItem('pb.email') ?? '';
export const setLoginEmail = (email: string) => sessionStorage.setItem('pb.email', email);
