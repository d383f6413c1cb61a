import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the phone has a connection: the installed app opens offline, but sending needs the server. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
