import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { CLIENT_MSG, type ClientRow } from '@paperbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle, IconPlus, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.component';
import { DataTable, type DataColumn } from '../../components/data-table/data-table.component';
import { RowActions } from '../../components/data-table/row-actions.component';
import { toastSuccess } from '../../components/toast';
import { TruncatedText } from '../../components/truncated-text';
import { NewLoginModal } from '../../app/layouts/new-login.modal';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';
import { useAdminUser } from '../account/use-admin-user.hook';
import { ClientCsvUploadModal } from './client-csv-upload.modal';
import { ClientFormModal } from './client-form.modal';
import { isSelf, withoutSelf } from './client-form.schema';
import { CLIENT_OPTIONS_KEY, CLIENTS_KEY, clientsApi } from './clients.api';

/**
 * /admin/manage-client: the company's clients with add, edit, CSV upload and delete; the signed-in
 * user's own record is neither listed nor deletable (spec 002 §2 Manage clients).
 */
export function ManageClientPage() {
  const queryClient = useQueryClient();
  const self = useAdminUser().data?.coEmail;
  const format = useLocaleFormat();
  const clients = useQuery({ queryKey: CLIENTS_KEY, queryFn: clientsApi.getAllUsersDetails });
  const rows = useMemo(() => withoutSelf(clients.data ?? [], self), [clients.data, self]);
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [csvOpen, setCsvOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClientRow | null>(null);

  const remove = useMutation({
    mutationFn: (row: ClientRow) => clientsApi.deleteUserById(row.coId),
    onSuccess: () => {
      toastSuccess(CLIENT_MSG.deleted);
      void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLIENT_OPTIONS_KEY });
    },
    onSettled: () => setDeleting(null),
  });

  const columns: DataColumn<ClientRow>[] = [
    {
      key: 'company',
      header: 'Company Name',
      sortKey: 'coCompanyName',
      render: (r) => <TruncatedText text={r.coCompanyName} testId="client-row-company" />,
    },
    {
      key: 'contact',
      header: 'Contact Name',
      sortKey: 'coContactName',
      render: (r) => <TruncatedText text={r.coContactName} testId="client-row-contact" />,
    },
    {
      key: 'email',
      header: 'Email',
      sortKey: 'coEmail',
      render: (r) => <span data-testid="client-row-email">{r.coEmail}</span>,
    },
    {
      key: 'created',
      header: 'Created Date',
      sortKey: 'createdDate',
      render: (r) => <span data-testid="client-row-created">{format.moment(r.createdDate)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (r) => (
        <RowActions
          name={r.coCompanyName}
          testIdPrefix="client"
          onEdit={() => {
            setEditing(r);
            setFormOpen(true);
          }}
          onDelete={() => setDeleting(r)}
          deleteDisabledReason={isSelf(r, self) ? 'You can not delete your own record.' : undefined}
        />
      ),
    },
  ];

  return (
    <Stack data-testid="page-manage-client">
      <Group justify="space-between">
        <Title order={2}>Clients List</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => setCsvOpen(true)}
            data-testid="client-upload-csv"
          >
            Upload Clients (CSV)
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            data-testid="client-add"
          >
            Add new
          </Button>
        </Group>
      </Group>
      {clients.isSuccess && rows.length === 0 && (
        // a company without a client lands here after signing in (spec 002 §4): say why and what to do
        <Alert icon={<IconInfoCircle />} title="Add your first client" data-testid="first-client-hint">
          A client is a company whose documents you receive. Each mapping, document and delivery belongs to one client:
          add one with Add new, or upload several from a CSV file.
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <DataTable
          testId="clients-table"
          rows={rows}
          columns={columns}
          rowKey={(r) => r.coId}
          loading={clients.isLoading}
          initialSort={{ key: 'createdDate', direction: 'desc' }}
        />
      </Paper>
      <NewLoginModal />
      <ClientFormModal opened={formOpen} client={editing} onClose={() => setFormOpen(false)} />
      <ClientCsvUploadModal opened={csvOpen} onClose={() => setCsvOpen(false)} />
      <ConfirmDialog
        opened={!!deleting}
        testId="client-delete-dialog"
        message={`Are you sure, you want to delete the client ${deleting?.coCompanyName ?? ''}?`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
