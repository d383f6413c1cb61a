import { Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { MAP_MSG, type MappingListRow } from '@paperbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';
import { CopyableText } from '../../../components/copyable-text.component';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.component';
import { RowActions } from '../../../components/data-table/row-actions.component';
import { toastSuccess } from '../../../components/toast';
import { MAPPINGS_KEY, mappingsApi } from '../api/mappings.api';
import { openMappedDocument } from './open-mapped-document';
import { LearnedCorrections } from './learned-corrections.component';
import { DailyFileCell } from './daily-file-cell.component';

/** /admin/manage-mapping: the company's mappings (drafts badged), their mapped sample, edit and delete (spec 001 §2). */
export function MappingListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useLocaleFormat();
  const list = useQuery({ queryKey: MAPPINGS_KEY, queryFn: mappingsApi.getConfigurationList });
  const [deleting, setDeleting] = useState<MappingListRow | null>(null);
  const remove = useMutation({
    mutationFn: (cnId: string) => mappingsApi.deleteConfigurationById(cnId),
    onSuccess: () => toastSuccess(MAP_MSG.deleted),
    onSettled: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
    },
  });

  const columns: DataColumn<MappingListRow>[] = [
    {
      key: 'name',
      header: 'Mapping Name',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <span data-testid="mapping-row-name">{r.configName}</span>
          {r.draftMode && (
            <Badge size="sm" color="gray" data-testid="mapping-row-draft">
              Draft
            </Badge>
          )}
          <LearnedCorrections count={r.learnedCorrections} />
        </Group>
      ),
    },
    {
      key: 'file',
      header: 'Mapped Document Name',
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void openMappedDocument(r.cnId)}
          data-testid="mapping-row-document"
          aria-label={`Open ${r.fileName}`}
        >
          {r.fileName}
        </Anchor>
      ),
    },
    {
      key: 'client',
      header: 'Client Name',
      render: (r) => <span data-testid="mapping-row-client">{r.suppliersName}</span>,
    },
    // beyond the spec (issue 30 point 7): where the senders e-mail documents to, to copy without opening the mapping
    {
      key: 'inbound',
      header: 'Send documents to',
      render: (r) =>
        r.inboundEmail ? <CopyableText value={r.inboundEmail} testId="mapping-row-inbound-email" /> : null,
    },
    { key: 'daily', header: 'Daily file', render: (r) => <DailyFileCell row={r} /> },
    {
      key: 'created',
      header: 'Creation Date/Time',
      sortKey: 'creationDate',
      render: (r) => <span data-testid="mapping-row-created">{format.moment(r.creationDate)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (r) => (
        <RowActions
          name={r.configName}
          testIdPrefix="mapping"
          onEdit={() => navigate(`/admin/edit-mapping/${r.cnId}`)}
          onDelete={() => setDeleting(r)}
        />
      ),
    },
  ];

  return (
    <Stack data-testid="page-manage-mapping">
      <Group justify="space-between">
        <Title order={2}>Mappings</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => navigate('/admin/create-mapping')}
          data-testid="mapping-add"
        >
          Add new
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <DataTable
          testId="mappings-table"
          rows={list.data ?? []}
          columns={columns}
          rowKey={(r) => r.cnId}
          loading={list.isLoading}
          initialSort={{ key: 'creationDate', direction: 'desc' }}
        />
      </Paper>
      <ConfirmDialog
        opened={!!deleting}
        testId="mapping-delete-dialog"
        message="Are you sure, you want to delete this mapping?"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.cnId)}
      />
    </Stack>
  );
}
