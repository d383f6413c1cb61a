import { Alert, Center, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { openPdf, type PdfSource } from './load-pdf';
import { PdfPage } from './pdf-page.component';
import type { PdfHighlight } from './pdf-viewer.types';
import { ViewerToolbar } from './viewer-toolbar.component';

interface Props {
  source: PdfSource | null;
  /** spec 001 §9: the reference viewer is 660 px high */
  height?: number;
  highlights?: PdfHighlight[];
  /** the highlight scrolled into view */
  activeId?: string | null;
  onHighlightClick?: (id: string) => void;
  /** page number → rotation (degrees) that makes it upright, from the document model */
  pageRotations?: Record<number, number>;
  testId?: string;
  /** drawn over each page under the boxes (e.g. the review's clickable words), by page number */
  pageOverlay?: (pageNumber: number) => ReactNode;
}

/** The reference PDF (pdf.js) with the boxes of what is being mapped drawn over it. */
export function PdfViewer({
  source,
  height = 660,
  highlights = [],
  activeId,
  onHighlightClick,
  pageRotations,
  testId = 'pdf-viewer',
  pageOverlay,
}: Props) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [baseWidth, setBaseWidth] = useState(560);
  const wrapRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!source) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    setError(null);
    setDoc(null);
    openPdf(source)
      .then((d) => {
        opened = d;
        if (alive) setDoc(d);
        else void d.destroy();
      })
      .catch((e: unknown) => alive && setError(e instanceof Error ? e.message : 'The document could not be opened.'));
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [source]);

  useEffect(() => {
    const w = wrapRef.current?.clientWidth;
    if (w && w > 100) setBaseWidth(w - 32);
  }, [doc]);

  useEffect(() => {
    const vp = viewportRef.current;
    if (!activeId || !vp) return;
    const el = vp.querySelector<HTMLElement>(`[data-highlight-id="${CSS.escape(activeId)}"]`);
    if (!el) return;
    // centre the box inside the viewer only: scrollIntoView would scroll the page too, moving (and so
    // closing) a dropdown the user just opened beside a viewer that stays in place (a sticky column)
    const e = el.getBoundingClientRect(),
      v = vp.getBoundingClientRect();
    vp.scrollTo({
      top: vp.scrollTop + e.top - v.top - (vp.clientHeight - e.height) / 2,
      left: vp.scrollLeft + e.left - v.left - (vp.clientWidth - e.width) / 2,
      behavior: 'smooth',
    });
  }, [activeId, doc]);

  return (
    <Paper withBorder radius="md" data-testid={testId} style={{ overflow: 'hidden' }}>
      <ViewerToolbar
        title={`Reference document${doc ? ` (${doc.numPages} page${doc.numPages === 1 ? '' : 's'})` : ''}`}
        zoom={zoom}
        onZoom={setZoom}
        testId={testId}
      />
      <ScrollArea h={height} ref={wrapRef} viewportRef={viewportRef} type="auto">
        {error ? (
          <Alert color="red" m="md" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        ) : !doc ? (
          <Center h={height}>
            {source ? <Loader data-testid={`${testId}-loading`} /> : <Text c="dimmed">No document</Text>}
          </Center>
        ) : (
          <Stack align="center" p="md" gap="md">
            {Array.from({ length: doc.numPages }, (_, i) => i + 1).map((n) => (
              <PdfPage
                key={n}
                doc={doc}
                pageNumber={n}
                width={Math.round(baseWidth * zoom)}
                rotation={pageRotations?.[n]}
                highlights={highlights.filter((h) => h.page === n)}
                onHighlightClick={onHighlightClick}
                overlay={pageOverlay?.(n)}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
