import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ApproveConfirmModal } from './approve-confirm.modal';
import type { ReviewChange } from './review-compare';
import type { ReviewMode } from './use-review.hook';

/** What the approval screen's banner and buttons need of a review, the form type's or the spreadsheet type's. */
export interface ReviewFlow {
  mode: ReviewMode;
  changes: ReviewChange[];
  /** Finalise waits (the form type: a required value is empty) */
  blocked?: boolean;
  finalise: () => void;
  backToEdit: () => void;
  confirming: boolean;
  openConfirm: () => void;
  closeConfirm: () => void;
  approve: () => Promise<void>;
  approving: boolean;
}

interface Props {
  review: ReviewFlow;
  docRef: string;
  /** the editing keys of this type, before Ctrl+Enter */
  keysHint: string;
}

/**
 * The approval screen's buttons (spec 000 §4 "Approval flow"): Cancel (to the dashboard) and
 * Finalise while editing, Cancel (back to editing) and Approve in the read-only review, then the
 * confirmation 'Approval for {docRef}'. Ctrl/⌘+Enter takes the next of these steps, inside the
 * inputs too.
 */
export function ReviewActions({ review, docRef, keysHint }: Props) {
  const navigate = useNavigate();
  const readOnly = review.mode === 'review';

  useHotkeys(
    [
      [
        'mod+Enter',
        () => {
          if (review.confirming) void review.approve();
          else if (readOnly) review.openConfirm();
          else review.finalise();
        },
      ],
    ],
    [],
  );

  return (
    <>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          <IconKeyboard size={14} style={{ verticalAlign: 'middle' }} /> {keysHint} · Ctrl+Enter:{' '}
          {readOnly ? 'approve' : 'finalise'}
        </Text>
        <Group gap="xs">
          {readOnly ? (
            <>
              <Button variant="default" onClick={review.backToEdit} data-testid="review-cancel">
                Cancel
              </Button>
              <Button color="green" onClick={review.openConfirm} data-testid="review-approve">
                Approve
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={() => void navigate('/admin/dashboard')} data-testid="review-cancel">
                Cancel
              </Button>
              <Tooltip label="Fill in or delete the required values first" disabled={!review.blocked}>
                <Button onClick={review.finalise} disabled={review.blocked} data-testid="review-finalise">
                  Finalise
                </Button>
              </Tooltip>
            </>
          )}
        </Group>
      </Group>
      <ApproveConfirmModal
        opened={review.confirming}
        docRef={docRef}
        loading={review.approving}
        onApprove={() => void review.approve()}
        onCancel={review.closeConfirm}
      />
    </>
  );
}
