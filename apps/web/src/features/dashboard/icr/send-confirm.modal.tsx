import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DASHBOARD_MSG } from '@paperbridge/contracts';
import { toastSuccess } from '../../../components/toast';
import { icrApi } from './icr.api';

/**
 * Send confirmation for a document approved but not sent (spec 000 §2, §4): on confirm SendDocData, a toast,
 * and the list refreshes.
 */
export function SendConfirmModal({
  doc,
  onClose,
  onSent,
}: {
  doc: { dtId: string; reference: string } | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const send = useMutation({
    mutationFn: (dtId: string) => icrApi.sendDocData(dtId),
    onSuccess: () => {
      toastSuccess(DASHBOARD_MSG.sent);
      onClose();
      onSent();
    },
  });
  return (
    <Modal opened={!!doc} onClose={onClose} title="Send confirmation" centered data-testid="send-confirm">
      <Text mb="lg">Do you want to send the data of {doc?.reference} to its destination?</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="send-confirm-cancel">
          Cancel
        </Button>
        <Button
          loading={send.isPending}
          onClick={() => doc && send.mutate(doc.dtId)}
          data-testid="send-confirm-confirm"
        >
          Send
        </Button>
      </Group>
    </Modal>
  );
}
