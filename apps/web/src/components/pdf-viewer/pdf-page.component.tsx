import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { polygonToPercentBox } from './polygon-box';
import type { PdfHighlight } from './pdf-viewer.types';

interface Props {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS width in px */
  width: number;
  /** rotation to draw with (the engine's upright rotation); undefined keeps the PDF's own */
  rotation?: number;
  highlights: PdfHighlight[];
  onHighlightClick?: (id: string) => void;
}

const TONE = {
  active: { border: '2px solid var(--mantine-color-orange-6)', background: 'rgba(253, 126, 20, 0.25)' },
  mapped: { border: '1px solid var(--mantine-color-teal-6)', background: 'rgba(18, 184, 134, 0.12)' },
  idle: { border: '1px dashed var(--mantine-color-indigo-4)', background: 'rgba(76, 110, 245, 0.06)' },
} as const;

/** One page on a canvas with the highlight boxes laid over it in percent of the page. */
export function PdfPage({ doc, pageNumber, width, rotation, highlights, onHighlightClick }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [aspect, setAspect] = useState(1.414);

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled || !canvasRef.current) return;
      const base = page.getViewport({ scale: 1, rotation: rotation ?? page.rotate });
      const scale = (width / base.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale, rotation: rotation ?? page.rotate });
      const canvas = canvasRef.current;
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      setAspect(base.height / base.width);
      task = page.render({ canvas, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, width, rotation]);

  return (
    <Box pos="relative" w={width} h={width * aspect} data-testid="pdf-page" data-page={pageNumber} style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white' }}>
      <canvas ref={canvasRef} style={{ width: '100%', height: '100%', display: 'block' }} aria-label={`Page ${pageNumber}`} />
      {highlights.map((h) => {
        const box = polygonToPercentBox(h.polygon);
        return (
          <Tooltip key={h.id} label={h.label} disabled={!h.label} withinPortal>
            <UnstyledButton
              aria-label={h.label ? `Select ${h.label}` : 'Select highlighted area'}
              data-testid="pdf-highlight"
              data-highlight-id={h.id}
              data-tone={h.tone}
              onClick={() => onHighlightClick?.(h.id)}
              style={{ position: 'absolute', left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%`, borderRadius: 2, ...TONE[h.tone] }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}
