import { Tooltip, UnstyledButton } from '@mantine/core';
import { polygonToPercentBox } from './polygon-box';
import type { PdfHighlight } from './pdf-viewer.types';

const TONE = {
  active: { border: '2px solid var(--mantine-color-orange-6)', background: 'rgba(253, 126, 20, 0.25)' },
  mapped: { border: '1px solid var(--mantine-color-teal-6)', background: 'rgba(18, 184, 134, 0.12)' },
  idle: { border: '1px dashed var(--mantine-color-indigo-4)', background: 'rgba(76, 110, 245, 0.06)' },
} as const;

/** The boxes of one page, laid over its picture (PDF canvas or photo) in percent of the upright page. */
export function HighlightLayer({
  highlights,
  onHighlightClick,
}: {
  highlights: PdfHighlight[];
  onHighlightClick?: (id: string) => void;
}) {
  return highlights.map((h) => {
    const box = polygonToPercentBox(h.polygon);
    return (
      <Tooltip key={h.id} label={h.label} disabled={!h.label} withinPortal>
        <UnstyledButton
          aria-label={h.label ? `Select ${h.label}` : 'Select highlighted area'}
          data-testid="pdf-highlight"
          data-highlight-id={h.id}
          data-tone={h.tone}
          onClick={() => onHighlightClick?.(h.id)}
          style={{
            position: 'absolute',
            left: `${box.left}%`,
            top: `${box.top}%`,
            width: `${box.width}%`,
            height: `${box.height}%`,
            borderRadius: 2,
            ...TONE[h.tone],
          }}
        />
      </Tooltip>
    );
  });
}
