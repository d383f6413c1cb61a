import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isStaleChunkError,
  RELOAD_GUARD_MS,
  RELOAD_STAMP_KEY,
  reloadForNewVersion,
  resetReloadState,
} from './new-version-reload';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('a page chunk removed by a new deployment (issue 26)', () => {
  afterEach(() => resetReloadState());

  it('is told apart from other errors by what the browsers and Vite say', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });

  it('reloads the tab once, then not again within the guard time', () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadForNewVersion({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_STAMP_KEY)).toBe(String(now));
    // the page came back (a fresh module) and the chunk is still missing: no second reload
    resetReloadState();
    now += 5_000;
    expect(reloadForNewVersion({ storage, now: () => now, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // a later deployment, long after: one reload again
    now += RELOAD_GUARD_MS;
    expect(reloadForNewVersion({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks for one reload only while it is under way', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadForNewVersion({ storage, now: () => 1, reload })).toBe(true);
    expect(reloadForNewVersion({ storage, now: () => 2, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('makes no reload where the stamp cannot be kept', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadForNewVersion({ storage, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
