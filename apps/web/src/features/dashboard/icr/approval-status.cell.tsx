import { Anchor, Badge, Button, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardDocRow } from '@paperbridge/contracts';
import { approvalView } from './dashboard-format';
import { ReviewNotes } from './review-notes.component';

interface Props {
  row: DashboardDocRow;
  onSend: (row: DashboardDocRow) => void;
  onReprocess: (row: DashboardDocRow) => void;
  reprocessing: boolean;
}

/** The approval column: what each approvalStatus shows and does (spec 000 §4); a waiting document's tags under its link (issue 30). */
export function ApprovalStatusCell({ row, onSend, onReprocess, reprocessing }: Props) {
  const view = approvalView(row.approvalStatus, row.sending);
  const testId = 'doc-approval';
  switch (view.kind) {
    case 'review':
      return (
        <Stack gap={2} align="flex-start">
          <Anchor
            component={Link}
            to={`/admin/approvedata/${row.dtId}`}
            size="sm"
            data-testid={testId}
            data-kind={view.kind}
          >
            {view.label}
          </Anchor>
          <ReviewNotes notes={row.reviewNotes} />
        </Stack>
      );
    case 'approved':
      return (
        <Badge color="green" variant="light" data-testid={testId} data-kind={view.kind}>
          {view.label}
        </Badge>
      );
    case 'in-process':
      return (
        <Tooltip label={view.tooltip} multiline w={260}>
          <Badge color="blue" variant="light" data-testid={testId} data-kind={view.kind}>
            {view.label}
          </Badge>
        </Tooltip>
      );
    case 'send':
      return (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onSend(row)}
          data-testid={testId}
          data-kind={view.kind}
        >
          {view.label}
        </Button>
      );
    case 'failed':
      return (
        <Tooltip label={view.tooltip} multiline w={260}>
          <Text size="sm" c="red" fw={600} data-testid={testId} data-kind={view.kind}>
            {view.label}
          </Text>
        </Tooltip>
      );
    case 'reprocess':
      return (
        <Button
          size="compact-xs"
          color="orange"
          loading={reprocessing}
          onClick={() => onReprocess(row)}
          data-testid={testId}
          data-kind={view.kind}
        >
          {view.label}
        </Button>
      );
    default:
      return (
        <Text size="sm" c="dimmed" data-testid={testId} data-kind={view.kind}>
          {view.label}
        </Text>
      );
  }
}
