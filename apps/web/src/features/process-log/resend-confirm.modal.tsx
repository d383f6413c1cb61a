import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FileLogDelivery, FileLogRow } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { resendQuestion } from './resend-question';

export interface ResendTarget {
  row: FileLogRow;
  delivery: FileLogDelivery;
}

/** Asks before a Process Log resend (issue 26): which document goes to which destination, and what will happen. */
export function ResendConfirmModal({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: ResendTarget | null;
  busy: boolean;
  onConfirm: (target: ResendTarget) => void;
  onClose: () => void;
}) {
  const locale = useCompanyLocale();
  const ask = target ? resendQuestion(target.row, target.delivery, locale) : null;
  return (
    <Modal opened={!!target} onClose={onClose} title="Resend confirmation" centered data-testid="resend-confirm">
      <Stack gap="xs" mb="lg">
        <Text data-testid="resend-confirm-question">{ask?.question}</Text>
        <Text size="sm" c="dimmed" data-testid="resend-confirm-detail">
          {ask?.detail}
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="resend-confirm-cancel">
          Cancel
        </Button>
        <Button loading={busy} onClick={() => target && onConfirm(target)} data-testid="resend-confirm-confirm">
          Resend
        </Button>
      </Group>
    </Modal>
  );
}
