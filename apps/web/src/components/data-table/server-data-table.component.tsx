import { Center, Group, Loader, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount } from './table-paging';

export interface ServerColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** the server's sortBy name for this column */
  sortBy?: string;
  width?: number | string;
}

export interface ServerSort {
  sortBy: string;
  isdesc: boolean;
}

interface Props<T> {
  rows: readonly T[];
  totalRows: number;
  columns: ServerColumn<T>[];
  rowKey: (row: T) => string;
  loading?: boolean;
  page: number;
  pageSize: number;
  sort: ServerSort;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onSort: (sort: ServerSort) => void;
  testId: string;
  /** below this width the table scrolls sideways */
  minWidth?: number;
}

/**
 * A paged, sortable table whose caller holds the paging and sorting state: the server pages for the
 * dashboard's documents, DataTable pages in the browser for short lists. 'No records available' when empty.
 */
export function ServerDataTable<T>({
  rows,
  totalRows,
  columns,
  rowKey,
  loading,
  page,
  pageSize,
  sort,
  onPage,
  onPageSize,
  onSort,
  testId,
  minWidth = 800,
}: Props<T>) {
  const toggle = (sortBy: string) => onSort({ sortBy, isdesc: sort.sortBy === sortBy ? !sort.isdesc : false });
  return (
    <div data-testid={testId}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ width: c.width }}>
                  {c.sortBy ? (
                    <UnstyledButton
                      onClick={() => toggle(c.sortBy!)}
                      data-testid={`${testId}-sort-${c.key}`}
                      aria-label={`Sort by ${c.header}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.header}
                        </Text>
                        {sort.sortBy !== c.sortBy ? (
                          <IconArrowsSort size={14} />
                        ) : sort.isdesc ? (
                          <IconArrowDown size={14} />
                        ) : (
                          <IconArrowUp size={14} />
                        )}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !rows.length ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Center p="md">
                    <Loader size="sm" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" p="md" data-testid={`${testId}-empty`}>
                    No records available
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          <Text size="sm">Rows per page</Text>
          <Select
            w={90}
            size="xs"
            aria-label="Rows per page"
            data-testid={`${testId}-page-size`}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => onPageSize(Number(v ?? DEFAULT_PAGE_SIZE))}
          />
          <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
            {totalRows} total
          </Text>
        </Group>
        <Pagination
          total={pageCount(totalRows, pageSize)}
          value={page}
          onChange={onPage}
          size="sm"
          data-testid={`${testId}-pagination`}
        />
      </Group>
    </div>
  );
}
