import { Box } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HighlightLayer } from './highlight-layer.component';
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
  /** drawn over the page under the boxes */
  overlay?: ReactNode;
}

/** One page on a canvas with the highlight boxes laid over it in percent of the page. */
export function PdfPage({ doc, pageNumber, width, rotation, highlights, onHighlightClick, overlay }: Props) {
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
    <Box
      pos="relative"
      w={width}
      h={width * aspect}
      data-testid="pdf-page"
      data-page={pageNumber}
      style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white' }}
    >
      <canvas
        ref={canvasRef}
        style={{ width: '100%', height: '100%', display: 'block' }}
        aria-label={`Page ${pageNumber}`}
      />
      {overlay}
      <HighlightLayer highlights={highlights} onHighlightClick={onHighlightClick} />
    </Box>
  );
}
