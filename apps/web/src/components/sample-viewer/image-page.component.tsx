import { Box } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { HighlightLayer } from '../pdf-viewer/highlight-layer.component';
import type { PdfHighlight } from '../pdf-viewer/pdf-viewer.types';
import { turnedSize } from './turned-size';

interface Props {
  image: ImageBitmap;
  /** CSS width in px */
  width: number;
  /** clockwise degrees the engine turned the photo to read it (rotation minus skew) */
  turn: number;
  highlights: PdfHighlight[];
  onHighlightClick?: (id: string) => void;
  /** drawn over the photo under the boxes */
  overlay?: ReactNode;
}

/**
 * A photo drawn the way the engine read it (turned upright and straightened on a canvas grown to
 * hold it), so the boxes, normalised to that frame, land on their words.
 */
export function ImagePage({ image, width, turn, highlights, onHighlightClick, overlay }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frame = turnedSize(image.width, image.height, turn);
  const height = Math.round((width * frame.height) / frame.width);

  useEffect(() => {
    const canvas = canvasRef.current;
    const g = canvas?.getContext('2d');
    if (!canvas || !g) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const scale = canvas.width / frame.width;
    g.fillStyle = 'white';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.save();
    g.translate(canvas.width / 2, canvas.height / 2);
    g.rotate((turn * Math.PI) / 180);
    g.scale(scale, scale);
    g.drawImage(image, -image.width / 2, -image.height / 2);
    g.restore();
  }, [image, width, height, turn, frame.width]);

  return (
    <Box
      pos="relative"
      w={width}
      h={height}
      data-testid="image-page"
      data-page={1}
      style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white' }}
    >
      <canvas
        ref={canvasRef}
        style={{ width: '100%', height: '100%', display: 'block' }}
        aria-label="Photo of the reference document"
      />
      {overlay}
      <HighlightLayer highlights={highlights} onHighlightClick={onHighlightClick} />
    </Box>
  );
}
