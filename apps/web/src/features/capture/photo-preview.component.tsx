import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const MAX_HEIGHT = 360;

/**
 * The photo about to be sent, drawn on a canvas: the app's Content-Security-Policy allows images
 * from itself and data: URLs only, so a blob: URL in an <img> would be blocked. createImageBitmap
 * applies the EXIF orientation, as the server's decoder does.
 */
export function PhotoPreview({ photo }: { photo: File }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    setState('loading');
    createImageBitmap(photo).then(
      (bitmap) => {
        const c = canvas.current;
        if (!alive || !c) return bitmap.close();
        const width = c.parentElement?.clientWidth || 320;
        const scale = Math.min(width / bitmap.width, MAX_HEIGHT / bitmap.height);
        const dpr = window.devicePixelRatio || 1;
        c.style.width = `${Math.round(bitmap.width * scale)}px`;
        c.style.height = `${Math.round(bitmap.height * scale)}px`;
        c.width = Math.round(bitmap.width * scale * dpr);
        c.height = Math.round(bitmap.height * scale * dpr);
        c.getContext('2d')?.drawImage(bitmap, 0, 0, c.width, c.height);
        bitmap.close();
        setState('drawn');
      },
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [photo]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      {state === 'failed' ? (
        <Text size="sm" c="dimmed" p="md" data-testid="capture-preview-failed">
          This photo cannot be shown here; it can still be sent.
        </Text>
      ) : (
        <canvas ref={canvas} role="img" aria-label="Photo to send" data-testid="capture-preview" data-state={state} />
      )}
    </div>
  );
}
