import { ActionIcon, Group, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';

export const ZOOMS = [0.75, 1, 1.25, 1.5, 2];

/** The reference document's title bar with its zoom steps (PDF and photo viewers alike). */
export function ViewerToolbar({
  title,
  zoom,
  onZoom,
  testId,
}: {
  title: string;
  zoom: number;
  onZoom: (zoom: number) => void;
  testId: string;
}) {
  const zoomIndex = ZOOMS.indexOf(zoom);
  return (
    <Group justify="space-between" px="sm" py={4} bg="var(--mantine-color-default-hover)">
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Group gap={4}>
        <ActionIcon
          variant="subtle"
          aria-label="Zoom out"
          data-testid={`${testId}-zoom-out`}
          disabled={zoomIndex <= 0}
          onClick={() => onZoom(ZOOMS[zoomIndex - 1] ?? zoom)}
        >
          <IconZoomOut size={16} />
        </ActionIcon>
        <Text size="xs" w={40} ta="center">
          {Math.round(zoom * 100)}%
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="Zoom in"
          data-testid={`${testId}-zoom-in`}
          disabled={zoomIndex >= ZOOMS.length - 1}
          onClick={() => onZoom(ZOOMS[zoomIndex + 1] ?? zoom)}
        >
          <IconZoomIn size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
