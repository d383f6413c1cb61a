import { Badge, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FILE_LOG_DEFAULT_PAGE_SIZE, type RefusedItem } from '@paperbridge/contracts';
import { ServerDataTable, type ServerColumn } from '../../components/data-table/server-data-table.component';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';
import { TruncatedName } from '../dashboard/icr/truncated-name.component';
import { processLogApi } from './process-log.api';

/** The newest first, always: refusals are read as they come. */
const NEWEST_FIRST = { sortBy: 'receivedDate', isdesc: true };

/**
 * The Process Log's "Refused" tab (issue 30 point 7): each e-mail, attachment or FTP file a source refused, with
 * who sent it and why, newest first (RefusedLog). The bell said it once; this list keeps it.
 */
export function RefusedLog() {
  const format = useLocaleFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FILE_LOG_DEFAULT_PAGE_SIZE);
  const q = useQuery({
    queryKey: ['process-log', 'refused', page, pageSize],
    queryFn: () => processLogApi.refusedLog({ page, pageSize }),
    placeholderData: keepPreviousData,
  });

  const columns: ServerColumn<RefusedItem>[] = [
    { key: 'received', header: 'Received date', render: (r) => format.moment(r.receivedDate) },
    {
      key: 'from',
      header: 'From',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" span data-testid="refused-from">
            {r.source === 'email' ? `E-mail from ${r.sender ?? 'an unknown sender'}` : `FTP ${r.sender ?? ''}`}
          </Text>
          {r.subject && (
            <Text size="xs" c="dimmed" span data-testid="refused-subject">
              {r.subject}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'item',
      header: 'Refused',
      render: (r) => (
        <TruncatedName name={r.item ?? (r.source === 'email' ? 'the e-mail' : '')} testId="refused-item" />
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light" size="sm">
            Refused
          </Badge>
          <Text size="sm" data-testid="refused-reason">
            {r.reason}
          </Text>
        </Stack>
      ),
    },
    { key: 'mapping', header: 'Mapping', render: (r) => <TruncatedName name={r.configName} /> },
  ];

  return (
    <ServerDataTable
      rows={q.data?.refusals ?? []}
      totalRows={q.data?.recordCount ?? 0}
      columns={columns}
      rowKey={(r) => r.id}
      loading={q.isFetching}
      page={page}
      pageSize={pageSize}
      sort={NEWEST_FIRST}
      onPage={setPage}
      onPageSize={(n) => {
        setPageSize(n);
        setPage(1);
      }}
      onSort={() => undefined}
      testId="refused-log"
      minWidth={900}
    />
  );
}
