import { ActionIcon, Button, Group, Paper, Portal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { isTracked, shownMessage, type UploadItem } from './upload-item.rules';
import { uploadQueue, useUploadQueue } from './upload-queue.store';

const color = (item: UploadItem) => (item.phase === 'failed' ? 'red' : item.phase === 'done' ? 'teal' : 'blue');

/**
 * Spec 000 §2: the floating 'Processing N file(s)' panel with a Status button, a close button and
 * a bar with a percentage per file. Mounted once in the admin layout, so it stays while the user
 * navigates; the bars follow the DocProgress stream.
 */
export function ProcessingPanel() {
  const { panelOpen, items } = useUploadQueue();
  const locale = useCompanyLocale();
  const docs = items.filter(isTracked);
  if (!panelOpen || docs.length === 0) return null;
  return (
    <Portal>
      <Paper
        shadow="lg"
        radius="md"
        withBorder
        p="sm"
        w={340}
        data-testid="processing-panel"
        style={{ position: 'fixed', right: 16, bottom: 56, zIndex: 300 }}
      >
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={600} data-testid="processing-title">{`Processing ${docs.length} file(s)`}</Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={uploadQueue.openStatus} data-testid="processing-status">
              Status
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Close processing panel"
              onClick={uploadQueue.closePanel}
              data-testid="processing-close"
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <ScrollArea.Autosize mah={240}>
          <Stack gap={8}>
            {docs.map((item) => (
              <div
                key={item.id}
                data-testid="processing-row"
                data-file={item.fileName}
                data-phase={item.phase}
                data-dt-id={item.dtId ?? undefined}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end" title={item.fileName}>
                    {item.fileName}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="processing-percent">{`${item.progress}%`}</Text>
                </Group>
                <Progress
                  value={item.progress}
                  color={color(item)}
                  size="sm"
                  aria-label={`${item.fileName} ${item.progress}%`}
                  animated={item.phase === 'processing'}
                />
                {item.message && (
                  <Text size="xs" c={item.phase === 'failed' ? 'red' : 'dimmed'} data-testid="processing-message">
                    {shownMessage(item.message, locale)}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
    </Portal>
  );
}
