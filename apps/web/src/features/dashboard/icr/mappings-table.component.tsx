import { Paper, Title } from '@mantine/core';
import type { DashboardConfigurationRow, DashboardSupplierRow } from '@paperbridge/contracts';
import { DataTable } from '../../../components/data-table/data-table.component';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { TruncatedName } from './truncated-name.component';

/** The Mappings table (GetConfigurations): a company has few, so it pages in the browser. */
export function MappingsTable({ rows, loading }: { rows: DashboardConfigurationRow[]; loading: boolean }) {
  const format = useLocaleFormat();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        Mappings
      </Title>
      <DataTable
        testId="icr-mappings"
        rows={rows}
        loading={loading}
        rowKey={(r) => r.cnId}
        initialSort={{ key: 'creationDate', direction: 'desc' }}
        columns={[
          {
            key: 'name',
            header: 'Mapping',
            sortKey: 'configName',
            render: (r) => <TruncatedName name={r.configName} />,
          },
          { key: 'type', header: 'Document type', sortKey: 'docType', render: (r) => r.docType },
          {
            key: 'client',
            header: 'Client',
            sortKey: 'suppliersName',
            render: (r) => <TruncatedName name={r.suppliersName} />,
          },
          { key: 'file', header: 'Sample', sortKey: 'fileName', render: (r) => <TruncatedName name={r.fileName} /> },
          { key: 'docs', header: 'Documents', sortKey: 'documentCount', render: (r) => r.documentCount },
          {
            key: 'created',
            header: 'Created date',
            sortKey: 'creationDate',
            render: (r) => format.moment(r.creationDate),
          },
        ]}
      />
    </Paper>
  );
}

/** The Clients table (GetSuppliers). */
export function ClientsTable({ rows, loading }: { rows: DashboardSupplierRow[]; loading: boolean }) {
  const format = useLocaleFormat();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        Clients
      </Title>
      <DataTable
        testId="icr-clients"
        rows={rows}
        loading={loading}
        rowKey={(r) => r.coId}
        initialSort={{ key: 'createdDate', direction: 'desc' }}
        columns={[
          {
            key: 'company',
            header: 'Company',
            sortKey: 'coCompanyName',
            render: (r) => <TruncatedName name={r.coCompanyName} />,
          },
          {
            key: 'contact',
            header: 'Contact',
            sortKey: 'coContactName',
            render: (r) => <TruncatedName name={r.coContactName} />,
          },
          { key: 'email', header: 'E-mail', sortKey: 'coEmail', render: (r) => r.coEmail },
          { key: 'docs', header: 'Documents', sortKey: 'documentCount', render: (r) => r.documentCount },
          {
            key: 'created',
            header: 'Created date',
            sortKey: 'createdDate',
            render: (r) => <span data-testid="icr-client-created">{format.moment(r.createdDate)}</span>,
          },
        ]}
      />
    </Paper>
  );
}
