import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

interface Props {
  doc: PDFDocumentProxy;
  index: number;
  turn: number;
  width: number;
  selected?: boolean;
  onSelect?: () => void;
  onTurn?: (delta: number) => void;
}

/** A page drawn with its own rotation plus the turn chosen in the editor. */
export function PageThumbnail({ doc, index, turn, width, selected, onSelect, onTurn }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void doc.getPage(index + 1).then((page) => {
      if (cancelled || !ref.current) return;
      const rotation = (page.rotate + turn) % 360;
      const base = page.getViewport({ scale: 1, rotation });
      const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1), rotation });
      ref.current.width = Math.floor(viewport.width);
      ref.current.height = Math.floor(viewport.height);
      ref.current.style.width = `${width}px`;
      task = page.render({ canvas: ref.current, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, index, turn, width]);
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      data-testid="editor-page"
      data-page={index + 1}
      data-turn={turn}
      style={{ outline: selected ? '2px solid var(--mantine-color-indigo-5)' : undefined }}
    >
      <Stack gap={4} align="center">
        <UnstyledButton onClick={onSelect} aria-label={`Preview page ${index + 1}`} data-testid="editor-page-preview">
          <canvas ref={ref} style={{ display: 'block', maxWidth: '100%' }} />
        </UnstyledButton>
        {onTurn && (
          <Group gap={4} justify="center">
            <ActionIcon
              variant="subtle"
              aria-label={`Rotate page ${index + 1} left`}
              data-testid="editor-page-rotate-left"
              onClick={() => onTurn(-90)}
            >
              <IconRotate2 size={16} />
            </ActionIcon>
            <Text size="xs">Page {index + 1}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={`Rotate page ${index + 1} right`}
              data-testid="editor-page-rotate-right"
              onClick={() => onTurn(90)}
            >
              <IconRotateClockwise2 size={16} />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
