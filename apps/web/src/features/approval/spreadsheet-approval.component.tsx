import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconExternalLink, IconKeyboard } from '@tabler/icons-react';
import { APPROVAL_MSG, type SpreadsheetApprovalData } from '@paperbridge/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showOriginal } from './show-original';
import { ApproveConfirmModal } from './approve-confirm.modal';
import { ReviewChanges } from './review-changes.component';
import { SpreadsheetGrid } from './spreadsheet-grid.component';
import { useSpreadsheetReview } from './use-spreadsheet-review.hook';

interface Props {
  dtId: string;
  data: SpreadsheetApprovalData;
}

/**
 * /admin/approvedata/{dtId} for a spreadsheet-type document (spec 000 §2 "Approval screen": "A
 * spreadsheet editor shows the extracted data"; §4 "Approval flow"): the banner, the original
 * document button, the sheets in a grid, Cancel and Finalise; then the read-only review with its
 * changes and Cancel/Approve, and the confirmation 'Approval for {docRef}'. Loaded on its own
 * (with AG Grid) only when such a document is opened.
 */
export default function SpreadsheetApproval({ dtId, data }: Props) {
  const navigate = useNavigate();
  const review = useSpreadsheetReview(dtId, data);
  const [tab, setTab] = useState('0');
  const readOnly = review.mode === 'review';
  const many = review.sheets.length > 1;

  // Ctrl/⌘+Enter: finalise, then (in the review) the confirmation, then approve, as on the form type
  useHotkeys([['mod+Enter', () => (review.confirming ? void review.approve() : readOnly ? review.openConfirm() : review.finalise())]], []);

  const grid = (s: number) => (
    <SpreadsheetGrid
      sheet={review.sheets[s]!}
      s={s}
      readOnly={readOnly}
      onEdit={(column, row, value) => review.setCell(s, column, row, value)}
      onToggleCell={(column, row) => review.toggleCell(s, column, row)}
      onToggleRow={(row) => review.toggleRow(s, row)}
      onToggleColumn={(column) => review.toggleColumn(s, column)}
    />
  );

  return (
    <Stack data-testid="page-approvedata" data-approval-type="spreadsheet">
      <Group justify="space-between">
        <Title order={3} data-testid="approvedata-docref">
          {data.docRef}
        </Title>
        <Button variant="light" leftSection={<IconExternalLink size={16} />} onClick={() => void showOriginal(dtId)} data-testid="show-original">
          {APPROVAL_MSG.showOriginal}
        </Button>
      </Group>
      <Alert color={readOnly ? 'green' : 'blue'} data-testid="review-banner">
        {readOnly ? APPROVAL_MSG.approveBanner : APPROVAL_MSG.banner}
      </Alert>
      {readOnly && <ReviewChanges changes={review.changes} />}
      {many ? (
        <Tabs value={tab} onChange={(v) => setTab(v ?? '0')} keepMounted={false}>
          <Tabs.List>
            {review.sheets.map((sheet, s) => (
              <Tabs.Tab key={s} value={String(s)} data-testid={`sheet-tab-${s}`}>
                {sheet.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {review.sheets.map((_, s) => (
            <Tabs.Panel key={s} value={String(s)} pt="sm">
              {grid(s)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <>
          <Text fw={600} size="sm" data-testid="sheet-name-0">
            {review.sheets[0]!.name}
          </Text>
          {grid(0)}
        </>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          <IconKeyboard size={14} style={{ verticalAlign: 'middle' }} /> Double-click or Enter: edit a cell · Ctrl+Enter: {readOnly ? 'approve' : 'finalise'}
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
              <Button onClick={review.finalise} data-testid="review-finalise">
                Finalise
              </Button>
            </>
          )}
        </Group>
      </Group>
      <ApproveConfirmModal opened={review.confirming} docRef={data.docRef} loading={review.approving} onApprove={() => void review.approve()} onCancel={review.closeConfirm} />
    </Stack>
  );
}
