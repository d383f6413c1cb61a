import { useEffect } from 'react';
import { needsLoggedIn } from '../guards/guard-rules';
import { reasonForOtherTab, rememberSignedOut, SHARED_KEY } from './signed-out-reason';
import { LS } from './storage-keys';

/** Another tab wrote the logout flag: leave this one too, saying why when this tab was signed in. */
export function CrossTabLogout() {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === LS.logout && e.newValue) {
        const signedIn = needsLoggedIn(window.location.pathname) || window.location.pathname.startsWith('/auth/');
        sessionStorage.clear();
        if (signedIn) rememberSignedOut(reasonForOtherTab(localStorage.getItem(SHARED_KEY)));
        window.location.assign('/');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
