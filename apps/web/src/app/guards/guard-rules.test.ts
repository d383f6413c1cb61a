import { describe, expect, it } from 'vitest';
import { guardRedirect, needsLoggedIn } from './guard-rules';

describe('route guard', () => {
  it('sends /admin, /manage and /success to the security service without loggedIn', () => {
    for (const p of [
      '/admin/dashboard',
      '/admin/user-profile',
      '/manage/registration-details',
      '/success',
      '/success/prepayment-alert',
      '/manage/payment-redirect',
    ]) {
      expect(guardRedirect(p, { loggedIn: false, token: true })).toBe('/auth/configure-security-service');
    }
  });
  it('lets a logged-in user through', () => {
    expect(guardRedirect('/admin/dashboard', { loggedIn: true, token: true })).toBeNull();
  });
  it('never guards the manage-session hub', () => {
    expect(needsLoggedIn('/manage/manage-session')).toBe(false);
    expect(guardRedirect('/manage/manage-session', { loggedIn: false, token: false })).toBeNull();
  });
  it('sends /auth screens without a token to the landing page, but not /auth/login', () => {
    expect(guardRedirect('/auth/features', { loggedIn: false, token: false })).toBe('/');
    expect(guardRedirect('/auth/login', { loggedIn: false, token: false })).toBeNull();
    expect(guardRedirect('/auth/features', { loggedIn: false, token: true })).toBeNull();
  });
  it('leaves public pages alone', () => {
    expect(guardRedirect('/', { loggedIn: false, token: false })).toBeNull();
    expect(guardRedirect('/legal', { loggedIn: false, token: false })).toBeNull();
  });
});
