import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** prefix of the test ids: `${testId}`, `${testId}-confirm`, `${testId}-cancel` */
  testId?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (delete confirmations and option removals). */
export function ConfirmDialog({
  opened,
  message,
  title = 'Confirmation',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  testId = 'confirm-dialog',
  loading,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid={testId}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
