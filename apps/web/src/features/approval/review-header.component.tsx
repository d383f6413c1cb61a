import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { APPROVAL_MSG, type DocumentFacts, type ReviewReason } from '@paperbridge/contracts';
import type { ReactNode } from 'react';
import { DocumentFactsLine } from './document-facts.component';
import { ReviewChanges } from './review-changes.component';
import { ReviewReasons } from './review-reasons.component';
import type { ReviewFlow } from './review-actions.component';
import { showOriginal } from './show-original';

interface Props {
  dtId: string;
  docRef: string;
  review: Pick<ReviewFlow, 'mode' | 'changes'>;
  /** this type's buttons before 'Click here to display original document' */
  children?: ReactNode;
  /** why the document waits for review (issue 22), under the banner */
  reasons?: readonly ReviewReason[];
  /** the document's kind and who it appears to be from (issue 30), under the reference */
  facts?: DocumentFacts;
}

/**
 * The top of the approval screen (spec 000 §2 "Approval screen"): the document reference, the
 * original document button, the banner (review and Finalise, then Approve), why the document waits for
 * review, and in the read-only review the changes made. Under the reference, a credit note's mark and who the
 * document appears to be from (issue 30).
 */
export function ReviewHeader({ dtId, docRef, review, children, reasons, facts }: Props) {
  const readOnly = review.mode === 'review';
  return (
    <>
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={3} data-testid="approvedata-docref">
            {docRef}
          </Title>
          <DocumentFactsLine facts={facts} reasons={reasons} />
        </Stack>
        <Group gap="xs">
          {children}
          <Button
            variant="light"
            leftSection={<IconExternalLink size={16} />}
            onClick={() => void showOriginal(dtId)}
            data-testid="show-original"
          >
            {APPROVAL_MSG.showOriginal}
          </Button>
        </Group>
      </Group>
      <Alert color={readOnly ? 'green' : 'blue'} data-testid="review-banner">
        {readOnly ? APPROVAL_MSG.approveBanner : APPROVAL_MSG.banner}
      </Alert>
      <ReviewReasons reasons={reasons} />
      {readOnly && <ReviewChanges changes={review.changes} />}
    </>
  );
}
