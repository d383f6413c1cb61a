import { ActionIcon, Group, Paper, Select, Stack, Tabs, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  FILE_LOG_DEFAULT_PAGE_SIZE,
  PROCESS_LOG_MSG,
  RETENTION_MSG,
  type FileLogRow,
  LIMITS,
} from '@paperbridge/contracts';
import { IconDownload, IconEye, IconSearch } from '@tabler/icons-react';
import {
  ServerDataTable,
  type ServerColumn,
  type ServerSort,
} from '../../components/data-table/server-data-table.component';
import { toastSuccess } from '../../components/toast';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';
import { useDocumentsTable } from '../dashboard/use-documents-table.hook';
import { ReadFromBadge } from '../../components/read-from.badge';
import { TruncatedName } from '../dashboard/icr/truncated-name.component';
import { SourceViewerModal, type SourceDoc } from '../dashboard/icr/source-viewer.modal';
import { processLogApi } from './process-log.api';
import { ResendIcons } from './resend-icons.component';
import { ResendConfirmModal, type ResendTarget } from './resend-confirm.modal';
import { deliveredLines } from './delivered-column';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { DownloadDocumentModal, type DownloadTarget } from './download-document.modal';
import { RefusedLog } from './refused-log.component';
import { sourceLabel } from './source-label';

/** Spec 002 §9: newest received first. */
const DEFAULT_SORT: ServerSort = { sortBy: 'receivedDate', isdesc: true };
const SEARCH_BY = [
  { value: 'all', label: 'All' },
  { value: 'docRefs', label: 'Reference' },
  { value: 'fileName', label: 'File name' },
  { value: 'configName', label: 'Mapping' },
];

/**
 * Process Log (/admin/file-logs, spec 002 §2): the company's documents and where they went, paged,
 * sorted and searched on the server (SentFileLog); per row the original (view-source modal), when it was processed
 * and delivered, a resend icon per destination (ResendDocData, after a confirmation) and the Download Document
 * modal for the row's mapping.
 */
export function ProcessLogPage() {
  const queryClient = useQueryClient();
  const format = useLocaleFormat();
  const locale = useCompanyLocale();
  const [searchBy, setSearchBy] = useState('all');
  const filter = useMemo(() => ({ searchBy: searchBy as 'all' }), [searchBy]);
  const { search, setSearch, table } = useDocumentsTable({
    filter,
    queryKey: ['process-log'],
    list: async (request) => {
      const r = await processLogApi.sentFileLog({ ...request, sortBy: request.sortBy as 'receivedDate' });
      return { data: r.fileDetails, totalRows: r.recordCount };
    },
    defaultSort: DEFAULT_SORT,
    defaultPageSize: FILE_LOG_DEFAULT_PAGE_SIZE,
    rowKey: (r) => r.id,
    // a delivery on its way shows its outcome (the icon's colour, the Delivered time) without a reload
    refreshWhile: (rows) =>
      rows.some((r) => r.deliveries.some((d) => d.status === 'pending' || d.status === 'running')),
  });
  const [sourceOf, setSourceOf] = useState<SourceDoc | null>(null);
  const [downloadOf, setDownloadOf] = useState<DownloadTarget | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [resendOf, setResendOf] = useState<ResendTarget | null>(null);

  const resend = async ({ row, delivery }: ResendTarget) => {
    const destination = delivery.destination;
    setBusy(`${row.dtId}:${destination}`);
    try {
      await processLogApi.resend(row.dtId, destination);
      toastSuccess(PROCESS_LOG_MSG.sent);
      // the delivery runs in the background: look again once it has had a moment
      void queryClient.invalidateQueries({ queryKey: ['process-log'] });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['process-log'] }), 2_000);
    } catch {
      // the client has shown the server's reason
    } finally {
      setBusy(null);
      setResendOf(null);
    }
  };

  const columns: ServerColumn<FileLogRow>[] = [
    {
      key: 'reference',
      header: 'Reference',
      sortBy: 'docRefs',
      render: (r) => <TruncatedName name={r.docRefs} testId="log-reference" />,
    },
    { key: 'fileName', header: 'File name', sortBy: 'fileName', render: (r) => <TruncatedName name={r.fileName} /> },
    { key: 'mapping', header: 'Mapping', sortBy: 'configName', render: (r) => <TruncatedName name={r.configName} /> },
    // beyond the spec (issue 30 point 7): who uploaded or e-mailed it, or where it lay
    {
      key: 'source',
      header: 'Source',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <TruncatedName name={sourceLabel(r.source)} testId="log-source" />
          <ReadFromBadge readFrom={r.readFrom} testId="log-read-from" />
        </Group>
      ),
    },
    {
      key: 'received',
      header: 'Received date',
      sortBy: 'receivedDate',
      render: (r) => <span data-testid="log-received">{format.moment(r.receivedDate)}</span>,
    },
    // issue 26: "Process date" was when the data was read; the two moments are shown apart, each named
    {
      key: 'processed',
      header: 'Processed',
      sortBy: 'processDate',
      render: (r) => <span data-testid="log-processed">{r.processDate ? format.moment(r.processDate) : ''}</span>,
    },
    {
      key: 'delivered',
      header: 'Delivered',
      render: (r) => (
        <Stack gap={0} data-testid="log-delivered">
          {deliveredLines(r, locale).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'destinations',
      header: 'Destination',
      render: (r) => <ResendIcons row={r} busy={busy} onResend={(row, delivery) => setResendOf({ row, delivery })} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={r.isDeleted ? RETENTION_MSG.originalRemoved : 'View document'} multiline maw={320}>
            <ActionIcon
              variant="subtle"
              aria-label={`View ${r.docRefs}`}
              data-testid="log-view"
              onClick={() => setSourceOf({ dtId: r.dtId, reference: r.docRefs, dtIsDeleted: r.isDeleted })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {r.cnId && (
            <Tooltip label="Download documents of this mapping">
              <ActionIcon
                variant="subtle"
                aria-label={`Download documents of ${r.configName}`}
                data-testid="log-download"
                onClick={() => setDownloadOf({ cnId: r.cnId!, configName: r.configName })}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack data-testid="page-file-logs">
      <Title order={2}>Process Log</Title>
      <Tabs defaultValue="documents" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="documents" data-testid="log-tab-documents">
            Documents
          </Tabs.Tab>
          <Tabs.Tab value="refused" data-testid="log-tab-refused">
            Refused e-mails and files
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <Paper withBorder p="md" radius="md">
            <Group justify="flex-end" mb="sm" gap="xs">
              <Select
                w={140}
                data={SEARCH_BY}
                value={searchBy}
                onChange={(v) => setSearchBy(v ?? 'all')}
                allowDeselect={false}
                aria-label="Search in"
                data-testid="log-search-by"
              />
              <TextInput
                placeholder="Search"
                maxLength={LIMITS.search}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                aria-label="Search the process log"
                data-testid="log-search"
              />
            </Group>
            <ServerDataTable {...table} columns={columns} testId="file-log" minWidth={1300} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="refused">
          <Paper withBorder p="md" radius="md">
            <RefusedLog />
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <SourceViewerModal
        doc={sourceOf}
        onClose={() => setSourceOf(null)}
        testId="log-source-viewer"
        retentionMessage={RETENTION_MSG.originalRemoved}
      />
      <DownloadDocumentModal target={downloadOf} onClose={() => setDownloadOf(null)} />
      <ResendConfirmModal
        target={resendOf}
        busy={busy !== null}
        onConfirm={(target) => void resend(target)}
        onClose={() => setResendOf(null)}
      />
    </Stack>
  );
}
