import { Button, Group, Text } from '@mantine/core';
import { IconMarquee2 } from '@tabler/icons-react';
import type { useCapture } from './use-capture.hook';

/**
 * Above the document: the capture button and, while capturing, what is taken so far with Done and Cancel
 * (issue 30 point 7). The capture button itself reads Done while capturing, so clicking it again keeps the value.
 */
export function CaptureBar({ capture, disabled }: { capture: ReturnType<typeof useCapture>; disabled: boolean }) {
  const { active, pending } = capture;
  const hint = !active
    ? 'A value without a label? Capture it from the document.'
    : pending
      ? 'Shift+click or drag a box to add words; click a word to start again.'
      : 'Click a word on the document; Shift+click or drag a box to add words. Esc cancels.';
  return (
    <Group justify="space-between" mb={6} wrap="nowrap" gap="xs" align="flex-start">
      <div style={{ minWidth: 0 }}>
        {active && pending && (
          <Text size="sm" fw={600} lineClamp={2} data-testid="capture-pending">
            Captured: {pending.value}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={2} data-testid="capture-hint">
          {hint}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {active && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={capture.cancel}
            data-testid="mapping-capture-cancel"
          >
            Cancel
          </Button>
        )}
        <Button
          size="compact-sm"
          variant={active ? 'filled' : 'light'}
          color="grape"
          leftSection={<IconMarquee2 size={14} />}
          onClick={capture.toggle}
          disabled={disabled}
          data-testid="mapping-capture"
          aria-pressed={active}
        >
          {active ? 'Done' : 'Capture a value'}
        </Button>
      </Group>
    </Group>
  );
}
