import { Modal, Stack, Text } from '@mantine/core';
import { HELP_TEXT, type HelpTopic } from './help-topics';

export type { HelpTopic };

/** The 'Help Information' dialog. */
export function HelpDialog({ topic, onClose }: { topic: HelpTopic | null; onClose: () => void }) {
  const text = topic ? HELP_TEXT[topic] : null;
  return (
    <Modal
      opened={!!topic}
      onClose={onClose}
      title="Help Information"
      centered
      data-testid="help-dialog"
      data-topic={topic ?? undefined}
    >
      {text && (
        <Stack gap="xs">
          <Text fw={600}>{text.title}</Text>
          {text.body.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
