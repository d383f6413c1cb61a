import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  afterEach(() => register.mockClear());

  it('registers /sw.js at the root scope after load in a production build', () => {
    registerServiceWorker({ prod: true });
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('never registers under the dev server', () => {
    registerServiceWorker({ prod: false });
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
