import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import type { PublicConfig } from '../config/public-config';
import { isStampExpired } from './format-countdown';
import { LS } from './storage-keys';

/** Delay between showing 'Bye' and leaving, so the word is seen. */
const BYE_MS = 1000;

/**
 * Session expiry (spec 000 §4 Session): after idleWarningMs without activity
 * the warning opens with a countdown from idleCountdownMs; at zero 'Bye',
 * then logout. The last-activity stamp (timerToCheck) is written every
 * activityStampMs; on mount a stamp older than inactivityLogoutMs logs out.
 */
export function useIdleLogout(config: PublicConfig, onLogout: (reason?: 'idle') => void) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const loggingOut = useRef(false);

  // the countdown or a stale stamp: 'idle'; the modal's Logout button: a deliberate logout (no reason)
  const doLogout = useCallback(
    (reason?: 'idle') => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      onLogout(reason);
    },
    [onLogout],
  );
  const idleLogout = useCallback(() => doLogout('idle'), [doLogout]);
  const logoutNow = useCallback(() => doLogout(), [doLogout]);

  const timer = useIdleTimer({
    timeout: config.idleWarningMs,
    throttle: 250,
    onIdle: () => {
      const d = Date.now() + config.idleCountdownMs;
      localStorage.setItem(LS.logoutTimer, String(d));
      setNow(Date.now());
      setDeadline(d);
    },
  });

  // Page load: a stale stamp, or a countdown that ran out while away, ends the session.
  useEffect(() => {
    const t = Date.now();
    const countdown = localStorage.getItem(LS.logoutTimer);
    if (
      isStampExpired(localStorage.getItem(LS.timerToCheck), t, config.inactivityLogoutMs) ||
      (countdown && Number(countdown) < t)
    ) {
      idleLogout();
      return;
    }
    localStorage.removeItem(LS.logoutTimer);
    localStorage.setItem(LS.timerToCheck, String(t));
  }, [config.inactivityLogoutMs, idleLogout]);

  // Last-activity stamp.
  useEffect(() => {
    const id = window.setInterval(() => {
      if (loggingOut.current) return;
      const last = timer.getLastActiveTime()?.getTime() ?? Date.now();
      const previous = Number(localStorage.getItem(LS.timerToCheck) ?? 0);
      localStorage.setItem(LS.timerToCheck, String(Math.max(last, previous)));
    }, config.activityStampMs);
    return () => window.clearInterval(id);
  }, [config.activityStampMs, timer]);

  // Countdown tick while the warning is open.
  useEffect(() => {
    if (deadline === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const remainingMs = deadline === null ? config.idleCountdownMs : Math.max(0, deadline - now);
  const expired = deadline !== null && remainingMs <= 0;
  useEffect(() => {
    if (!expired) return;
    const id = window.setTimeout(idleLogout, BYE_MS);
    return () => window.clearTimeout(id);
  }, [expired, idleLogout]);

  const keepWorking = useCallback(() => {
    localStorage.removeItem(LS.logoutTimer);
    localStorage.setItem(LS.timerToCheck, String(Date.now()));
    setDeadline(null);
    timer.reset();
  }, [timer]);

  return { warningOpen: deadline !== null, remainingMs, keepWorking, logoutNow };
}
