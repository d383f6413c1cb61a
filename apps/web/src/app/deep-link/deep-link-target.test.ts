import { describe, expect, it } from 'vitest';
import { DEEP_LINK_TARGETS, resolveDeepLink } from './deep-link-target';

describe('deep links', () => {
  it.each(DEEP_LINK_TARGETS)('page=%s goes to /admin/%s', (page) => {
    expect(resolveDeepLink(`?page=${page}&token=T`)).toEqual({ kind: 'navigate', token: 'T', to: `/admin/${page}` });
  });
  it('falls back to the dashboard for an unknown page', () => {
    expect(resolveDeepLink('?page=nowhere&token=T')).toEqual({ kind: 'navigate', token: 'T', to: '/admin/dashboard' });
  });
  it('page=logout logs out and page=payment-and-billing goes to billing', () => {
    expect(resolveDeepLink('?page=logout&token=T').kind).toBe('logout');
    expect(resolveDeepLink('?page=payment-and-billing&token=T').kind).toBe('billing');
  });
  it('does nothing without both page and token', () => {
    expect(resolveDeepLink('?page=dashboard').kind).toBe('none');
    expect(resolveDeepLink('?token=T').kind).toBe('none');
    expect(resolveDeepLink('').kind).toBe('none');
  });
});
