import { Button, Group, Modal, Text } from '@mantine/core';
import { APPROVAL_MSG } from '@paperbridge/contracts';

interface Props {
  opened: boolean;
  docRef: string;
  loading: boolean;
  onApprove: () => void;
  onCancel: () => void;
}

/** Spec 000 §2: 'Approval for {document reference}' with the approve text, Cancel and Approve. */
export function ApproveConfirmModal({ opened, docRef, loading, onApprove, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={APPROVAL_MSG.confirmTitle(docRef)}
      centered
      data-testid="approve-confirm"
    >
      <Text mb="lg">{APPROVAL_MSG.approveBanner}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid="approve-confirm-cancel">
          Cancel
        </Button>
        <Button
          color="green"
          loading={loading}
          onClick={onApprove}
          data-testid="approve-confirm-approve"
          data-autofocus
        >
          Approve
        </Button>
      </Group>
    </Modal>
  );
}
