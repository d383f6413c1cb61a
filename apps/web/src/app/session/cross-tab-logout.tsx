import { useEffect } from 'react';
import { LS } from './storage-keys';

/** Another tab wrote the logout flag: leave this one too. */
export function CrossTabLogout() {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === LS.logout && e.newValue) {
        sessionStorage.clear();
        window.location.assign('/');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
