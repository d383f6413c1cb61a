import { useCallback, useEffect, useState } from 'react';

/** Seconds left from `seconds` once started; 0 when done. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [endsAt]);
  const start = useCallback(() => {
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, start };
}
