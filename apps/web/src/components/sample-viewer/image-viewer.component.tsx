import { Alert, Center, Loader, Paper, ScrollArea, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PdfHighlight } from '../pdf-viewer/pdf-viewer.types';
import { ViewerToolbar } from '../pdf-viewer/viewer-toolbar.component';
import { ImagePage } from './image-page.component';

interface Props {
  blob: Blob;
  height: number;
  highlights: PdfHighlight[];
  activeId?: string | null;
  onHighlightClick?: (id: string) => void;
  /** clockwise degrees the engine turned the photo (rotation minus skew) */
  turn: number;
  testId: string;
  /** drawn over each page under the boxes (e.g. the review's clickable words), by page number */
  pageOverlay?: (pageNumber: number) => ReactNode;
}

/** A photo template (one page) with the boxes of what is being mapped, zoomable like the PDF viewer. */
export function ImageViewer({
  blob,
  height,
  highlights,
  activeId,
  onHighlightClick,
  turn,
  testId,
  pageOverlay,
}: Props) {
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [baseWidth, setBaseWidth] = useState(560);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    let opened: ImageBitmap | null = null;
    setImage(null);
    setError(null);
    // createImageBitmap applies the EXIF orientation, as the engine's decoder (sharp) does
    createImageBitmap(blob)
      .then((b) => {
        opened = b;
        if (alive) setImage(b);
        else b.close();
      })
      .catch(() => alive && setError('The photo could not be opened.'));
    return () => {
      alive = false;
      opened?.close();
    };
  }, [blob]);

  useEffect(() => {
    const w = wrapRef.current?.clientWidth;
    if (w && w > 100) setBaseWidth(w - 32);
  }, [image]);

  useEffect(() => {
    if (!activeId || !wrapRef.current) return;
    wrapRef.current
      .querySelector(`[data-highlight-id="${CSS.escape(activeId)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [activeId, image]);

  return (
    <Paper withBorder radius="md" data-testid={testId} data-kind="image" style={{ overflow: 'hidden' }}>
      <ViewerToolbar
        title={`Reference photo${image ? ' (1 page)' : ''}`}
        zoom={zoom}
        onZoom={setZoom}
        testId={testId}
      />
      <ScrollArea h={height} ref={wrapRef} type="auto">
        {error ? (
          <Alert color="red" m="md" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        ) : !image ? (
          <Center h={height}>
            <Loader data-testid={`${testId}-loading`} />
          </Center>
        ) : (
          <Stack align="center" p="md">
            <ImagePage
              image={image}
              width={Math.round(baseWidth * zoom)}
              turn={turn}
              highlights={highlights.filter((h) => h.page === 1)}
              onHighlightClick={onHighlightClick}
              overlay={pageOverlay?.(1)}
            />
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
