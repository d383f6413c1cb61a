import { describe, expect, it } from 'vitest';
import { routeAfterLogin } from './route-after-login';

const r = { email_verified: true, firstLogin: false, isFeature: true, pinVerified: true, isSupplier: true };

describe('manage-session routing', () => {
  it('first login (no company yet) goes to company details', () => {
    expect(routeAfterLogin({ ...r, firstLogin: true }, false)).toBe('/auth/configure-company-details');
  });
  it('an unverified e-mail goes to company details (which shows the resend link)', () => {
    expect(routeAfterLogin({ ...r, email_verified: false }, false)).toBe('/auth/configure-company-details');
  });
  it('registered but no features goes to features', () => {
    expect(routeAfterLogin({ ...r, isFeature: false }, false)).toBe('/auth/features');
  });
  it('not PIN-verified this session goes to the security service', () => {
    expect(routeAfterLogin({ ...r, pinVerified: false }, false)).toBe('/auth/configure-security-service');
  });
  it('a verified, logged-in user of a company with a client goes to the dashboard', () => {
    expect(routeAfterLogin(r, true)).toBe('/admin/dashboard');
  });
  it('a company without a client (a non-supplier, spec 002 §4) goes to Manage Clients', () => {
    expect(routeAfterLogin({ ...r, isSupplier: false }, true)).toBe('/admin/manage-client');
  });
  it('the supplier rule comes after the PIN', () => {
    expect(routeAfterLogin({ ...r, isSupplier: false, pinVerified: false }, false)).toBe(
      '/auth/configure-security-service',
    );
  });
});
