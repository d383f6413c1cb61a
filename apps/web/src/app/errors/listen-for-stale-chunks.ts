import { reloadForNewVersion } from './new-version-reload';

/** The part of the data router this needs: whether a navigation is under way. */
interface RouterState {
  state: { navigation: { state: string } };
}

/**
 * Vite reports a chunk that failed to load (a page's code, or pdf.js opened from a page) as
 * `vite:preloadError`. Any of them after a deployment means the tab runs an old version: reload it once.
 * A page's chunk fails while the router is still navigating, before the address is the new page's; a
 * reload then would bring back the old page, so the route's errorElement reloads once the router has moved.
 */
export function listenForStaleChunks(router: RouterState, target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('vite:preloadError', () => {
    if (router.state.navigation.state !== 'idle') return;
    reloadForNewVersion();
  });
}
