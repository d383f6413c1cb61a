import { Alert, Button, Center, Grid, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconExternalLink, IconKeyboard, IconLayoutList } from '@tabler/icons-react';
import { APPROVAL_MSG, isSpreadsheetApproval } from '@paperbridge/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApproveConfirmModal } from './approve-confirm.modal';
import { DocumentPanel } from './document-panel.component';
import { ReviewChanges } from './review-changes.component';
import { moveOnEnter } from './review-keys';
import { ReviewModal } from './review-modal.component';
import { FormSection, TableSection } from './review-sections.component';
import { useReview } from './use-review.hook';
import { useApprovalAnswer } from './use-approval-answer.hook';
import { showOriginal } from './show-original';

// the spreadsheet type's editor carries AG Grid: loaded only when such a document is opened
const SpreadsheetApproval = lazy(() => import('./spreadsheet-approval.component'));

/** /admin/approvedata/{dtId} (spec 000 §2 "Approval screen", §4 "Approval flow"): the form type's screen or the spreadsheet type's (docs/review.md). */
export function ApproveDataPage() {
  const { dtId = '' } = useParams();
  const answer = useApprovalAnswer(dtId);
  const loading = <Center h={300}><Loader data-testid="approvedata-loading" /></Center>;
  if (answer.isPending) return loading;
  if (answer.error) return <Alert color="yellow" data-testid="approvedata-error">{answer.error.message}</Alert>;
  if (isSpreadsheetApproval(answer.data)) return <Suspense fallback={loading}><SpreadsheetApproval dtId={dtId} data={answer.data} /></Suspense>;
  return <FormApprovalPage />;
}

/** The form type's screen. */
function FormApprovalPage() {
  const { dtId = '' } = useParams();
  const navigate = useNavigate();
  const review = useReview(dtId);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const { data, mode } = review;
  const readOnly = mode === 'review';

  // keyboard review: Ctrl/⌘+Enter finalises, then approves, then confirms (works inside the inputs too)
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

  const pick = (key: string) => {
    setActiveKey(key);
    document.querySelector<HTMLInputElement>(`[data-testid="field-input-${key}"]`)?.focus();
  };

  if (review.loading) return <Center h={300}><Loader data-testid="approvedata-loading" /></Center>;
  if (!data) return <Alert color="yellow" data-testid="approvedata-error">{review.error ?? 'We are unable to find this document.'}</Alert>;

  return (
    <Stack data-testid="page-approvedata" onKeyDown={moveOnEnter}>
      <Group justify="space-between">
        <Title order={3} data-testid="approvedata-docref">{data.docRef}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconLayoutList size={16} />} onClick={() => setModalOpen(true)} data-testid="open-review-modal">
            Review in steps
          </Button>
          <Button variant="light" leftSection={<IconExternalLink size={16} />} onClick={() => void showOriginal(dtId)} data-testid="show-original">
            {APPROVAL_MSG.showOriginal}
          </Button>
        </Group>
      </Group>
      <Alert color={readOnly ? 'green' : 'blue'} data-testid="review-banner">
        {readOnly ? APPROVAL_MSG.approveBanner : APPROVAL_MSG.banner}
      </Alert>
      {readOnly && <ReviewChanges changes={review.changes} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DocumentPanel dtId={dtId} data={data} activeKey={activeKey} onPick={pick} height={560} onChange={review.setData} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FormSection data={data} onChange={review.setData} readOnly={readOnly} onFocusField={setActiveKey} />
        </Grid.Col>
      </Grid>
      {data.tables.map((t) => (
        <TableSection key={t.tableNumber} data={data} onChange={review.setData} readOnly={readOnly} tableNumber={t.tableNumber} />
      ))}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          <IconKeyboard size={14} style={{ verticalAlign: 'middle' }} /> Enter: next value · Ctrl+Enter: {readOnly ? 'approve' : 'finalise'}
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
      <ApproveConfirmModal opened={review.confirming} docRef={data.docRef} loading={review.approving} onApprove={() => void review.approve()} onCancel={review.closeConfirm} />
      <ReviewModal review={review} opened={modalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}

