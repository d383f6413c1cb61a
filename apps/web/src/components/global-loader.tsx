import { Loader, Portal } from '@mantine/core';
import { usePendingRequests } from '../api/loader-store';

/** Shows while any counted request is in flight (spec 000 §2 global loader). */
export function GlobalLoader() {
  const pending = usePendingRequests();
  if (pending === 0) return null;
  return (
    <Portal>
      <div
        data-testid="global-loader"
        role="progressbar"
        aria-label="Loading"
        style={{
          position: 'fixed',
          top: 12,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          pointerEvents: 'none',
        }}
      >
        <Loader size="sm" />
      </div>
    </Portal>
  );
}
