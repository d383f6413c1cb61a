import { Alert, Center, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { PdfSource } from '../pdf-viewer/load-pdf';
import { PdfViewer } from '../pdf-viewer/pdf-viewer.component';
import type { PdfHighlight } from '../pdf-viewer/pdf-viewer.types';
import { ImageViewer } from './image-viewer.component';
import { resolveSample, type SampleKind } from './sample-kind';
import { engineTurn } from './turned-size';

interface Props {
  source: PdfSource | null;
  height?: number;
  highlights?: PdfHighlight[];
  activeId?: string | null;
  onHighlightClick?: (id: string) => void;
  /** page number → the engine's upright rotation and corrected skew, from the document model */
  pageTurns?: Record<number, { rotation: number; skew: number }>;
  testId?: string;
  /** drawn over each page under the boxes (e.g. the review's clickable words), by page number */
  pageOverlay?: (pageNumber: number) => ReactNode;
}

/**
 * A mapping's template, PDF or photo (receipts are photographed), with the boxes of what is being
 * mapped. The kind is read from the bytes, as the server does, not from the name.
 */
export function SampleViewer({
  source,
  height = 660,
  highlights = [],
  activeId,
  onHighlightClick,
  pageTurns,
  testId = 'pdf-viewer',
  pageOverlay,
}: Props) {
  const [sample, setSample] = useState<{ kind: SampleKind; blob: Blob } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    let alive = true;
    setSample(null);
    setError(null);
    resolveSample(source).then(
      (s) => alive && setSample(s),
      (e: unknown) => alive && setError(e instanceof Error ? e.message : 'The reference document could not be opened.'),
    );
    return () => {
      alive = false;
    };
  }, [source]);

  if (error || sample?.kind === 'tiff' || sample?.kind === 'xml' || !sample) {
    return (
      <Paper withBorder radius="md" data-testid={testId} style={{ overflow: 'hidden' }}>
        {error ? (
          <Alert color="red" m="md" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        ) : sample?.kind === 'xml' ? (
          <Alert color="blue" m="md" data-testid={`${testId}-xml`}>
            This XML file has no printed page, and it is not an e-invoice that could be drawn as one. Why it could not
            be read is in the Process Log.
          </Alert>
        ) : sample ? (
          <Alert color="blue" m="md" data-testid={`${testId}-tiff`}>
            This browser cannot show TIFF photos. The values read from it are listed beside this panel; a JPG or PNG of
            the same document shows them here.
          </Alert>
        ) : (
          <Center h={height}>
            {source ? <Loader data-testid={`${testId}-loading`} /> : <Text c="dimmed">No document</Text>}
          </Center>
        )}
      </Paper>
    );
  }
  if (sample.kind === 'image') {
    const turn = engineTurn(pageTurns?.[1]?.rotation, pageTurns?.[1]?.skew);
    return (
      <ImageViewer
        blob={sample.blob}
        height={height}
        highlights={highlights}
        activeId={activeId}
        onHighlightClick={onHighlightClick}
        turn={turn}
        testId={testId}
        pageOverlay={pageOverlay}
      />
    );
  }
  const pageRotations = pageTurns
    ? Object.fromEntries(Object.entries(pageTurns).map(([n, t]) => [n, t.rotation]))
    : undefined;
  return (
    <PdfViewer
      source={sample.blob}
      height={height}
      highlights={highlights}
      activeId={activeId}
      onHighlightClick={onHighlightClick}
      pageRotations={pageRotations}
      testId={testId}
      pageOverlay={pageOverlay}
    />
  );
}
