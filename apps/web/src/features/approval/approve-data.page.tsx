import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconLayoutList } from '@tabler/icons-react';
import { isSpreadsheetApproval } from '@paperbridge/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { deliveredValuesOf } from './delivered-as';
import { DocumentPanel } from './document-panel.component';
import { moveOnEnter } from './review-keys';
import { ReviewActions } from './review-actions.component';
import { ReviewHeader } from './review-header.component';
import { ReviewModal } from './review-modal.component';
import { FormSection, TableSection } from './review-sections.component';
import { useReview } from './use-review.hook';
import { useApprovalAnswer } from './use-approval-answer.hook';

// the spreadsheet type's editor carries AG Grid: loaded only when such a document is opened
const SpreadsheetApproval = lazy(() => import('./spreadsheet-approval.component'));

/** /admin/approvedata/{dtId} (spec 000 §2 "Approval screen", §4 "Approval flow"): the form type's screen or the spreadsheet type's (docs/review.md). */
export function ApproveDataPage() {
  const { dtId = '' } = useParams();
  const answer = useApprovalAnswer(dtId);
  const loading = (
    <Center h={300}>
      <Loader data-testid="approvedata-loading" />
    </Center>
  );
  if (answer.isPending) return loading;
  if (answer.error)
    return (
      <Alert color="yellow" data-testid="approvedata-error">
        {answer.error.message}
      </Alert>
    );
  if (isSpreadsheetApproval(answer.data))
    return (
      <Suspense fallback={loading}>
        <SpreadsheetApproval dtId={dtId} data={answer.data} />
      </Suspense>
    );
  return <FormApprovalPage />;
}

/** The form type's screen. */
function FormApprovalPage() {
  const { dtId = '' } = useParams();
  const review = useReview(dtId);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const { data, mode } = review;
  const readOnly = mode === 'review';
  const delivered = useMemo(() => deliveredValuesOf(review.original), [review.original]);

  const pick = (key: string) => {
    setActiveKey(key);
    document.querySelector<HTMLInputElement>(`[data-testid="field-input-${key}"]`)?.focus();
  };

  if (review.loading)
    return (
      <Center h={300}>
        <Loader data-testid="approvedata-loading" />
      </Center>
    );
  if (!data)
    return (
      <Alert color="yellow" data-testid="approvedata-error">
        {review.error ?? 'We are unable to find this document.'}
      </Alert>
    );

  return (
    <Stack data-testid="page-approvedata" onKeyDown={moveOnEnter}>
      <ReviewHeader
        dtId={dtId}
        docRef={data.docRef}
        review={review}
        reasons={review.original?.reviewReasons}
        facts={review.original?.facts}
      >
        <Button
          variant="default"
          leftSection={<IconLayoutList size={16} />}
          onClick={() => setModalOpen(true)}
          data-testid="open-review-modal"
        >
          Review in steps
        </Button>
      </ReviewHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DocumentPanel
            dtId={dtId}
            data={data}
            activeKey={activeKey}
            onPick={pick}
            height={560}
            onChange={review.setData}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FormSection
            data={data}
            onChange={review.setData}
            readOnly={readOnly}
            onFocusField={setActiveKey}
            delivered={delivered}
          />
        </Grid.Col>
      </Grid>
      {data.tables.map((t) => (
        <TableSection
          key={t.tableNumber}
          data={data}
          onChange={review.setData}
          readOnly={readOnly}
          tableNumber={t.tableNumber}
        />
      ))}
      <ReviewActions review={review} docRef={data.docRef} keysHint="Enter: next value" />
      <ReviewModal review={review} opened={modalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}
