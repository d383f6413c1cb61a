import { useSyncExternalStore } from 'react';

/** Counts requests in flight; the global loader shows while it is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const loaderStore = {
  start() {
    pending += 1;
    emit();
  },
  stop() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  get: () => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePendingRequests(): number {
  return useSyncExternalStore(loaderStore.subscribe, loaderStore.get, loaderStore.get);
}
