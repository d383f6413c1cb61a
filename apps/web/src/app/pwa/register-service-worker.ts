/**
 * Registers /sw.js (public/sw.js) so that the app installs on a phone and its shell opens offline.
 * Production builds only: under `vite dev` a worker would serve stale modules between edits.
 */
export function registerServiceWorker(env: { prod: boolean } = { prod: import.meta.env.PROD }): void {
  if (!env.prod || !('serviceWorker' in navigator)) return;
  // after load: the worker's first install fetches the shell again, which should not compete with the page's own loading
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // not fatal: the app works without it, it only cannot be opened offline
      });
    },
    { once: true },
  );
}
