import { Group, Loader, Paper, Portal, Text } from '@mantine/core';
import { useUploadQueue } from './upload-queue.store';

/** Spec 000 §2 global overlay: 'Uploading X of Y' while the files go to storage one by one. */
export function UploadCounter() {
  const { uploading } = useUploadQueue();
  if (!uploading.show) return null;
  return (
    <Portal>
      <Paper
        shadow="md"
        radius="md"
        withBorder
        px="lg"
        py="sm"
        role="status"
        aria-live="polite"
        data-testid="upload-counter"
        style={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', zIndex: 1000 }}
      >
        <Group gap="sm">
          <Loader size="sm" />
          <Text fw={500}>{`Uploading ${uploading.fileCount} of ${uploading.totalFileCount}`}</Text>
        </Group>
      </Paper>
    </Portal>
  );
}
