import { Anchor, Group, Paper, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import type { AnalyticsDocRow, AnalyticsFilter, AnalyticsModule, AnalyticsTableRequest } from '@paperbridge/contracts';
import { ServerDataTable, type ServerColumn } from '../../../components/data-table/server-data-table.component';
import { useConfig } from '../../../app/config/config.context';
import { getToken } from '../../../app/session/session-store';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { TruncatedName } from '../icr/truncated-name.component';
import { analyticsApi } from './analytics.api';
import { referenceHref } from './analytics-format';
import { useDocumentsTable } from '../use-documents-table.hook';
import { LIMITS } from '@paperbridge/contracts';

interface Props {
  module: AnalyticsModule;
  title: string;
  filter: AnalyticsFilter;
  prefix: string;
}

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
  const format = useLocaleFormat();
  const { search, setSearch, table } = useDocumentsTable({
    filter,
    queryKey: ['dashboard', 'analytics', module, 'table'],
    list: (request) =>
      analyticsApi.table(module, { ...request, sortBy: request.sortBy as AnalyticsTableRequest['sortBy'] }),
  });

  const columns: ServerColumn<AnalyticsDocRow>[] = [
    {
      key: 'reference',
      header: 'Reference number',
      sortBy: 'dtUniqueReference',
      render: (r) => <ReferenceCell module={module} row={r} />,
    },
    {
      key: 'fileName',
      header: 'Uploaded file name',
      sortBy: 'fileName',
      render: (r) => <TruncatedName name={r.fileName} testId="analytics-file-name" />,
    },
    { key: 'supplier', header: 'Client', sortBy: 'supplier', render: (r) => <TruncatedName name={r.supplier} /> },
    { key: 'configName', header: 'Mapping', render: (r) => <TruncatedName name={r.configName} /> },
    { key: 'created', header: 'Uploaded date', sortBy: 'createdDate', render: (r) => format.moment(r.createdDate) },
  ];

  return (
    <Paper withBorder p="md" radius="md" data-testid={`${prefix}-documents-panel`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <TextInput
          placeholder="Search"
          maxLength={LIMITS.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          aria-label="Search documents"
          data-testid={`${prefix}-documents-search`}
        />
      </Group>
      <ServerDataTable {...table} columns={columns} testId={`${prefix}-documents`} minWidth={700} />
    </Paper>
  );
}
