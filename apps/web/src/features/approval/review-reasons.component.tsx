import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REVIEW_REASON_TEXT, type ReviewReason } from '@paperbridge/contracts';

/** Where the earlier document of a possible duplicate opens: the dashboard's view of its original (`?dtId=`). */
export const earlierDocumentPath = (documentId: string) => `/admin/dashboard?dtId=${encodeURIComponent(documentId)}`;

/**
 * "Why this document needs review" (issue 22, beyond the spec): the reasons the review stage recorded, so the
 * reviewer knows where to look (the mapping reviews every document, a value read with low confidence, a value
 * not found, a failed check, a possible duplicate, another supplier). A possible duplicate links to the earlier
 * document, in a new tab so this review stays open beside it (issue 30 point 3). Nothing shows for a document
 * without reasons (approved, or stored before them).
 */
export function ReviewReasons({ reasons }: { reasons: readonly ReviewReason[] | undefined }) {
  if (!reasons?.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={REVIEW_REASON_TEXT.title}
      data-testid="review-reasons"
    >
      <List size="sm" spacing={2}>
        {reasons.map((r, i) => (
          <List.Item key={i} data-testid={`review-reason-${r.code}`}>
            <Text size="sm" span>
              {r.message}
            </Text>
            {r.code === 'possible_duplicate' && r.documentId && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={earlierDocumentPath(r.documentId)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  data-testid="duplicate-link"
                  title="Opens the earlier document in a new tab"
                >
                  {`Open ${r.reference ?? 'the earlier document'}`}
                  <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
