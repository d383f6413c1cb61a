import { Button, Group, Modal, ScrollArea, Stack, UnstyledButton } from '@mantine/core';
import { APPROVAL_MSG } from '@paperbridge/contracts';
import { useEffect, useMemo, useState } from 'react';
import { deliveredValuesOf } from './delivered-as';
import { ReviewChanges } from './review-changes.component';
import { moveOnEnter } from './review-keys';
import { FormSection, TableSection } from './review-sections.component';
import type { ReviewState } from './use-review.hook';

interface Props {
  review: ReviewState;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §2 "Approval modal": titled "Review" with the document reference; the form-data group
 * first, then one page per table, with Previous, Next, page bullets, Cancel and Finalise; after
 * Finalise the read-only review with Cancel and Approve. Body height 60vh (§9).
 */
export function ReviewModal({ review, opened, onClose }: Props) {
  const [page, setPage] = useState(0);
  const { data, mode } = review;
  const delivered = useMemo(() => deliveredValuesOf(review.original), [review.original]);
  useEffect(() => {
    if (opened) setPage(0);
  }, [opened]);
  if (!data) return null;
  const pages = [null, ...data.tables.map((t) => t.tableNumber)];
  const readOnly = mode === 'review';
  const tableNumber = pages[page];
  return (
    <Modal
      opened={opened && !review.confirming}
      onClose={onClose}
      title={`${APPROVAL_MSG.modalTitle} ${data.docRef}`}
      size="xl"
      data-testid="review-modal"
    >
      <ScrollArea h="60vh" type="auto" onKeyDown={moveOnEnter}>
        <Stack gap="md" pr="sm">
          {readOnly && <ReviewChanges changes={review.changes} />}
          {tableNumber == null ? (
            <FormSection data={data} onChange={review.setData} readOnly={readOnly} delivered={delivered} />
          ) : (
            <TableSection data={data} onChange={review.setData} readOnly={readOnly} tableNumber={tableNumber} />
          )}
        </Stack>
      </ScrollArea>
      <Group justify="space-between" mt="md">
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
            data-testid="review-modal-previous"
          >
            Previous
          </Button>
          {pages.map((_, k) => (
            <UnstyledButton
              key={k}
              onClick={() => setPage(k)}
              aria-label={`Page ${k + 1}`}
              aria-current={k === page || undefined}
              data-testid={`review-modal-bullet-${k}`}
              style={{
                width: 10,
                height: 10,
                borderRadius: 5,
                background: k === page ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)',
              }}
            />
          ))}
          <Button
            variant="default"
            size="xs"
            disabled={page === pages.length - 1}
            onClick={() => setPage(page + 1)}
            data-testid="review-modal-next"
          >
            Next
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={readOnly ? review.backToEdit : onClose} data-testid="review-modal-cancel">
            Cancel
          </Button>
          {readOnly ? (
            <Button color="green" onClick={review.openConfirm} data-testid="review-modal-approve">
              Approve
            </Button>
          ) : (
            <Button onClick={review.finalise} disabled={review.blocked} data-testid="review-modal-finalise">
              Finalise
            </Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
