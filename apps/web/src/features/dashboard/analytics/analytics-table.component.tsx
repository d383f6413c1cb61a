import { Anchor, Group, Paper, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import type { AnalyticsDocRow, AnalyticsFilter, AnalyticsModule, AnalyticsTableRequest } from '@paperbridge/contracts';
import { ServerDataTable, type ServerColumn, type ServerSort } from '../../../components/data-table/server-data-table.component';
import { DEFAULT_PAGE_SIZE } from '../../../components/data-table/table-paging';
import { useConfig } from '../../../app/config/config.context';
import { getToken } from '../../../app/session/session-store';
import { SEARCH_DEBOUNCE_MS, formatDashboardDate } from '../icr/dashboard-format';
import { TruncatedName } from '../icr/truncated-name.component';
import { analyticsApi } from './analytics.api';
import { referenceHref } from './analytics-format';

interface Props {
  module: AnalyticsModule;
  title: string;
  filter: AnalyticsFilter;
  prefix: string;
}

const DEFAULT_SORT: ServerSort = { sortBy: 'createdDate', isdesc: true };

/** The reference, linked to the AI site's page for this tab when one is configured. */
function ReferenceCell({ module, row }: { module: AnalyticsModule; row: AnalyticsDocRow }) {
  const href = referenceHref(useConfig(), module, getToken() ?? '', row.dtUniqueReference);
  if (!href) return <TruncatedName name={row.dtUniqueReference} testId="analytics-reference" />;
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm" data-testid="analytics-reference">
      <Group gap={4} wrap="nowrap" component="span">
        <TruncatedName name={row.dtUniqueReference} />
        <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

/**
 * An analytics tab's document table: paged, sorted and searched on the server (search 800 ms after
 * the last key); a new filter, search or page size starts again from page 1.
 */
export function AnalyticsTable({ module, title, filter, prefix }: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ServerSort>(DEFAULT_SORT);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => setPage(1), [filter, searchText, pageSize]);

  const request: AnalyticsTableRequest = { ...filter, page, pageSize, sortBy: sort.sortBy as AnalyticsTableRequest['sortBy'], isdesc: sort.isdesc, searchText };
  const q = useQuery({ queryKey: ['dashboard', 'analytics', module, 'table', request], queryFn: () => analyticsApi.table(module, request), placeholderData: keepPreviousData });

  const columns: ServerColumn<AnalyticsDocRow>[] = [
    { key: 'reference', header: 'Reference number', sortBy: 'dtUniqueReference', render: (r) => <ReferenceCell module={module} row={r} /> },
    { key: 'fileName', header: 'Uploaded file name', sortBy: 'fileName', render: (r) => <TruncatedName name={r.fileName} testId="analytics-file-name" /> },
    { key: 'supplier', header: 'Client', sortBy: 'supplier', render: (r) => <TruncatedName name={r.supplier} /> },
    { key: 'configName', header: 'Mapping', render: (r) => <TruncatedName name={r.configName} /> },
    { key: 'created', header: 'Uploaded date', sortBy: 'createdDate', render: (r) => formatDashboardDate(r.createdDate) },
  ];

  return (
    <Paper withBorder p="md" radius="md" data-testid={`${prefix}-documents-panel`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <TextInput placeholder="Search" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search documents" data-testid={`${prefix}-documents-search`} />
      </Group>
      <ServerDataTable
        rows={q.data?.data ?? []}
        totalRows={q.data?.totalRows ?? 0}
        columns={columns}
        rowKey={(r) => r.dtId}
        loading={q.isFetching}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onPage={setPage}
        onPageSize={setPageSize}
        onSort={setSort}
        testId={`${prefix}-documents`}
        minWidth={700}
      />
    </Paper>
  );
}
