/**
 * After a new version is deployed, a tab opened before it still asks for the old page chunks, which are
 * gone (issue 26). Loading the page again brings the new version; a stamp in sessionStorage (this tab
 * only) keeps that to one reload, so a chunk that stays missing shows the error page instead of
 * reloading for ever.
 */
export const RELOAD_STAMP_KEY = 'pb.newVersionReloadAt';
/** A second failure within this time of the reload is not a new deployment: the reload did not help. */
export const RELOAD_GUARD_MS = 60_000;

// what Chromium, Firefox and Safari say when a module script cannot be fetched, and Vite when a chunk's CSS cannot
const STALE_CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /is not a valid javascript mime type/i,
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return STALE_CHUNK_MESSAGES.some((m) => m.test(message));
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

let reloading = false;

/** Whether a reload would be allowed now (no reload of this tab within the guard time). */
export function mayReloadForNewVersion(deps: Pick<ReloadDeps, 'storage' | 'now'> = browserDeps()): boolean {
  if (reloading) return true;
  try {
    const last = Number(deps.storage.getItem(RELOAD_STAMP_KEY));
    return !(last > 0 && deps.now() - last < RELOAD_GUARD_MS);
  } catch {
    // storage refused (a privacy mode): without a stamp a reload could repeat, so none is made
    return false;
  }
}

/**
 * Reloads once into the new version. Answers true while a reload is under way (the caller shows a
 * loader), false when this tab already reloaded a moment ago (the caller shows the error page).
 */
export function reloadForNewVersion(deps: ReloadDeps = browserDeps()): boolean {
  if (reloading) return true;
  if (!mayReloadForNewVersion(deps)) return false;
  deps.storage.setItem(RELOAD_STAMP_KEY, String(deps.now()));
  reloading = true;
  deps.reload();
  return true;
}

/** Tests only: forget a reload this module started. */
export function resetReloadState() {
  reloading = false;
}
