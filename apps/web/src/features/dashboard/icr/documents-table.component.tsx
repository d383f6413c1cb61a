import { ActionIcon, Group, Paper, Select, TextInput, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { accuracyRange, type DashboardDocRow, type DashboardFilter, LIMITS } from '@paperbridge/contracts';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { ServerDataTable, type ServerColumn } from '../../../components/data-table/server-data-table.component';
import { useDocumentsTable } from '../use-documents-table.hook';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { ACCURACY_RANGES } from './dashboard-format';
import { icrApi } from './icr.api';
import { ReadFromBadge } from '../../../components/read-from.badge';
import { TruncatedName } from './truncated-name.component';
import { ApprovalStatusCell } from './approval-status.cell';
import { MilestoneTrail } from './milestone-trail.component';
import { DocumentStatusModal } from './document-status.modal';
import { SourceViewerModal, type SourceDoc } from './source-viewer.modal';
import { SendConfirmModal } from './send-confirm.modal';
import { useReprocess } from './use-reprocess.hook';

interface Props {
  title: string;
  filter: DashboardFilter;
  testId: string;
}

/**
 * The Documents table (Data): paged, sorted and searched on the server (search 800 ms after the
 * last key), with the accuracy range filter; each row's approval behaviour, trail and original.
 */
export function DocumentsTable({ title, filter, testId }: Props) {
  const queryClient = useQueryClient();
  const format = useLocaleFormat();
  const [accuracy, setAccuracy] = useState('');
  // a new range, like a new filter, starts again from the first page
  const filters = useMemo(() => ({ ...filter, ...accuracyRange(accuracy) }), [filter, accuracy]);
  const { search, setSearch, table } = useDocumentsTable({
    filter: filters,
    queryKey: ['dashboard', 'data'],
    list: (request) => icrApi.data({ ...request, sortBy: request.sortBy as 'createdDate' }),
    // an In Process row turns into Approved, or offers Send, without a reload
    refreshWhile: (rows) => rows.some((r) => r.sending),
  });
  const [statusOf, setStatusOf] = useState<DashboardDocRow | null>(null);
  const [sourceOf, setSourceOf] = useState<SourceDoc | null>(null);
  const [sendOf, setSendOf] = useState<DashboardDocRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  const { reprocess, busy } = useReprocess(refresh);

  const columns: ServerColumn<DashboardDocRow>[] = [
    {
      key: 'reference',
      header: 'Reference',
      sortBy: 'dtUniqueReference',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <TruncatedName name={r.dtUniqueReference} testId="doc-reference" />
          <ReadFromBadge readFrom={r.readFrom} testId="doc-read-from" />
        </Group>
      ),
    },
    { key: 'supplier', header: 'Client', sortBy: 'supplier', render: (r) => <TruncatedName name={r.supplier} /> },
    { key: 'docType', header: 'Document type', sortBy: 'docType', render: (r) => r.docType },
    {
      key: 'created',
      header: 'Created date',
      sortBy: 'createdDate',
      render: (r) => <span data-testid="doc-created">{format.moment(r.createdDate)}</span>,
    },
    {
      key: 'confidence',
      header: 'Confidence',
      sortBy: 'dtConfidence',
      render: (r) => <span data-testid="doc-confidence">{format.percent(r.dtConfidence)}</span>,
    },
    {
      key: 'approval',
      header: 'Approval',
      sortBy: 'approvalStatus',
      render: (r) => (
        <ApprovalStatusCell
          row={r}
          onSend={setSendOf}
          onReprocess={(row) => void reprocess(row.dtId)}
          reprocessing={busy === r.dtId}
        />
      ),
    },
    {
      key: 'milestone',
      header: 'Status',
      render: (r) => <MilestoneTrail milestone={r.milestone} onOpen={() => setStatusOf(r)} testId="doc-milestone" />,
    },
    {
      key: 'view',
      header: 'Document',
      render: (r) => (
        <Tooltip label="View document">
          <ActionIcon
            variant="subtle"
            aria-label={`View ${r.dtUniqueReference}`}
            data-testid="doc-view"
            onClick={() => setSourceOf({ dtId: r.dtId, reference: r.dtUniqueReference, dtIsDeleted: r.dtIsDeleted })}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" data-testid={`${testId}-panel`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Group gap="xs">
          <TextInput
            placeholder="Search"
            maxLength={LIMITS.search}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            aria-label="Search documents"
            data-testid={`${testId}-search`}
          />
          <Select
            w={160}
            data={ACCURACY_RANGES.map((r) => ({ ...r }))}
            value={accuracy}
            onChange={(v) => setAccuracy(v ?? '')}
            allowDeselect={false}
            aria-label="Accuracy"
            data-testid={`${testId}-accuracy`}
          />
        </Group>
      </Group>
      <ServerDataTable {...table} columns={columns} testId={testId} />
      <DocumentStatusModal
        dtId={statusOf?.dtId ?? null}
        reference={statusOf?.dtUniqueReference ?? ''}
        onClose={() => setStatusOf(null)}
      />
      <SourceViewerModal doc={sourceOf} onClose={() => setSourceOf(null)} />
      <SendConfirmModal
        doc={sendOf && { dtId: sendOf.dtId, reference: sendOf.dtUniqueReference }}
        onClose={() => setSendOf(null)}
        onSent={refresh}
      />
    </Paper>
  );
}
