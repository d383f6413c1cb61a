import { ActionIcon, Alert, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { openPdf, type PdfSource } from './load-pdf';
import { PdfPage } from './pdf-page.component';
import type { PdfHighlight } from './pdf-viewer.types';

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
}

const ZOOMS = [0.75, 1, 1.25, 1.5, 2];

/** The reference PDF (pdf.js) with the boxes of what is being mapped drawn over it. */
export function PdfViewer({ source, height = 660, highlights = [], activeId, onHighlightClick, pageRotations, testId = 'pdf-viewer' }: Props) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [baseWidth, setBaseWidth] = useState(560);
  const wrapRef = useRef<HTMLDivElement>(null);

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
    if (!activeId || !wrapRef.current) return;
    const el = wrapRef.current.querySelector(`[data-highlight-id="${CSS.escape(activeId)}"]`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [activeId, doc]);

  const zoomIndex = ZOOMS.indexOf(zoom);
  return (
    <Paper withBorder radius="md" data-testid={testId} style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="sm" py={4} bg="var(--mantine-color-default-hover)">
        <Text size="sm" fw={500}>
          Reference document{doc ? ` (${doc.numPages} page${doc.numPages === 1 ? '' : 's'})` : ''}
        </Text>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label="Zoom out" data-testid={`${testId}-zoom-out`} disabled={zoomIndex <= 0} onClick={() => setZoom(ZOOMS[zoomIndex - 1] ?? zoom)}>
            <IconZoomOut size={16} />
          </ActionIcon>
          <Text size="xs" w={40} ta="center">
            {Math.round(zoom * 100)}%
          </Text>
          <ActionIcon variant="subtle" aria-label="Zoom in" data-testid={`${testId}-zoom-in`} disabled={zoomIndex >= ZOOMS.length - 1} onClick={() => setZoom(ZOOMS[zoomIndex + 1] ?? zoom)}>
            <IconZoomIn size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <ScrollArea h={height} ref={wrapRef} type="auto">
        {error ? (
          <Alert color="red" m="md" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        ) : !doc ? (
          <Center h={height}>{source ? <Loader data-testid={`${testId}-loading`} /> : <Text c="dimmed">No document</Text>}</Center>
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
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
