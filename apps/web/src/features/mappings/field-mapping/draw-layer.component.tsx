import { polygonBounds, type Polygon } from '@paperbridge/contracts';
import { useRef, useState, type PointerEvent } from 'react';
import type { Region } from '../logic/drawn-row';

interface Props {
  page: number;
  /** a box drawn (or a click: a point-sized box); extend: Shift was held */
  onRegion: (region: Region, extend: boolean) => void;
  /** the words captured so far on this page (their snug box), shown until the user is done */
  selection?: Polygon | null;
}

/**
 * Over one page while capturing a value (issue 14 §1): drag to draw a box around a value, or click a
 * word; the region is reported in fractions of the page, the frame of the document model's words.
 */
export function DrawLayer({ page, onRegion, selection }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<[number, number] | null>(null);
  const [end, setEnd] = useState<[number, number] | null>(null);

  const at = (e: PointerEvent): [number, number] => {
    const r = ref.current!.getBoundingClientRect();
    return [
      Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)),
      Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)),
    ];
  };
  const onDown = (e: PointerEvent) => {
    e.preventDefault();
    ref.current?.setPointerCapture?.(e.pointerId);
    const p = at(e);
    setStart(p);
    setEnd(p);
  };
  const onUp = (e: PointerEvent) => {
    if (!start) return;
    const p = at(e);
    setStart(null);
    setEnd(null);
    onRegion(
      {
        page,
        x0: Math.min(start[0], p[0]),
        y0: Math.min(start[1], p[1]),
        x1: Math.max(start[0], p[0]),
        y1: Math.max(start[1], p[1]),
      },
      e.shiftKey,
    );
  };
  const taken = selection ? polygonBounds(selection) : null;
  const box =
    start && end
      ? {
          left: Math.min(start[0], end[0]),
          top: Math.min(start[1], end[1]),
          width: Math.abs(end[0] - start[0]),
          height: Math.abs(end[1] - start[1]),
        }
      : null;

  return (
    <div
      ref={ref}
      data-testid="capture-layer"
      data-page={page}
      role="application"
      aria-label={`Draw a box around a value on page ${page}, or click a word`}
      onPointerDown={onDown}
      onPointerMove={(e) => start && setEnd(at(e))}
      onPointerUp={onUp}
      style={{ position: 'absolute', inset: 0, cursor: 'crosshair', zIndex: 2, touchAction: 'none' }}
    >
      {taken && (
        <div
          data-testid="capture-selection"
          style={{
            position: 'absolute',
            left: `${taken.x0 * 100}%`,
            top: `${taken.y0 * 100}%`,
            width: `${(taken.x1 - taken.x0) * 100}%`,
            height: `${(taken.y1 - taken.y0) * 100}%`,
            border: '2px solid var(--mantine-color-grape-6)',
            background: 'rgba(190, 75, 219, 0.18)',
            pointerEvents: 'none',
          }}
        />
      )}
      {box && (
        <div
          data-testid="capture-box"
          style={{
            position: 'absolute',
            left: `${box.left * 100}%`,
            top: `${box.top * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
            border: '2px dashed var(--mantine-color-grape-6)',
            background: 'rgba(190, 75, 219, 0.12)',
          }}
        />
      )}
    </div>
  );
}
