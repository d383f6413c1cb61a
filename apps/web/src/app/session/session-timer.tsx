import { useCallback } from 'react';
import { useConfig } from '../config/config.context';
import { logout } from './logout';
import { SessionExpiryModal } from './session-expiry.modal';
import { useIdleLogout } from './use-idle-logout.hook';

/** Mounted by the logged-in layouts: idle warning, countdown and activity stamp. */
export function SessionTimer() {
  const config = useConfig();
  const onLogout = useCallback((reason?: 'idle') => void logout(config, reason), [config]);
  const { warningOpen, remainingMs, keepWorking, logoutNow } = useIdleLogout(config, onLogout);
  return (
    <SessionExpiryModal
      opened={warningOpen}
      remainingMs={remainingMs}
      onKeepWorking={keepWorking}
      onLogout={logoutNow}
    />
  );
}
