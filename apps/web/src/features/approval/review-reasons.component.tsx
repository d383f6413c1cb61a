import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { REVIEW_REASON_TEXT, type ReviewReason } from '@paperbridge/contracts';

/**
 * "Why this document needs review" (issue 22, beyond the spec): the reasons the review stage recorded, so the
 * reviewer knows where to look (the mapping reviews every document, a value read with low confidence, a value
 * not found, a failed check). Nothing shows for a document without reasons (approved, or stored before them).
 */
export function ReviewReasons({ reasons }: { reasons: readonly ReviewReason[] | undefined }) {
  if (!reasons?.length) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={REVIEW_REASON_TEXT.title} data-testid="review-reasons">
      <List size="sm" spacing={2}>
        {reasons.map((r, i) => (
          <List.Item key={i} data-testid={`review-reason-${r.code}`}>
            <Text size="sm" span>
              {r.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
