import { describe, expect, it } from 'vitest';
import { DEEP_LINK_TARGETS, resolveDeepLink, stripDeepLinkFromAddressBar, withoutDeepLink } from './deep-link-target';

describe('deep links', () => {
  it.each(DEEP_LINK_TARGETS)('page=%s goes to /admin/%s', (page) => {
    expect(resolveDeepLink(`?page=${page}&token=T`)).toEqual({
      kind: 'navigate',
      credential: { token: 'T' },
      to: `/admin/${page}`,
    });
  });
  it('falls back to the dashboard for an unknown page', () => {
    expect(resolveDeepLink('?page=nowhere&token=T')).toEqual({
      kind: 'navigate',
      credential: { token: 'T' },
      to: '/admin/dashboard',
    });
  });
  it('page=logout logs out and page=payment-and-billing goes to billing', () => {
    expect(resolveDeepLink('?page=logout&token=T').kind).toBe('logout');
    expect(resolveDeepLink('?page=payment-and-billing&token=T').kind).toBe('billing');
  });
  it('does nothing without both page and token (or a hand-over code)', () => {
    expect(resolveDeepLink('?page=dashboard').kind).toBe('none');
    expect(resolveDeepLink('?token=T').kind).toBe('none');
    expect(resolveDeepLink('?code=C').kind).toBe('none');
    expect(resolveDeepLink('').kind).toBe('none');
  });
  it('a one-time hand-over code stands in for the token (issue 24)', () => {
    expect(resolveDeepLink('?page=file-logs&code=C')).toEqual({
      kind: 'navigate',
      credential: { code: 'C' },
      to: '/admin/file-logs',
    });
  });
  it('the address keeps its other parameters but loses page, token and code', () => {
    expect(withoutDeepLink('?page=dashboard&token=T&dtId=7')).toBe('?dtId=7');
    expect(withoutDeepLink('?page=dashboard&code=C')).toBe('');
    window.history.replaceState(null, '', '/?page=dashboard&token=SECRET#top');
    stripDeepLinkFromAddressBar();
    expect(window.location.href).not.toContain('SECRET');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/#top');
  });
});
