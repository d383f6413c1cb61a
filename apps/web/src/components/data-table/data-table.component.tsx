import { Center, Group, Loader, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageOf, sortRows, type SortDirection } from './table-paging';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** the row property sorted on when the header is clicked */
  sortKey?: keyof T;
  width?: number | string;
}

interface Props<T> {
  rows: readonly T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  loading?: boolean;
  testId: string;
  initialSort?: { key: keyof T; direction: SortDirection };
}

/** A client-side paged table: page sizes 5-100 (default 5), sortable headers, 'No records available'. */
export function DataTable<T>({ rows, columns, rowKey, loading, testId, initialSort }: Props<T>) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: keyof T | null; direction: SortDirection }>(initialSort ?? { key: null, direction: 'asc' });
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.direction), [rows, sort]);
  const total = pageCount(sorted.length, pageSize);
  useEffect(() => {
    if (page > total) setPage(total);
  }, [page, total]);
  const visible = pageOf(sorted, page, pageSize);

  const toggleSort = (key: keyof T) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <div data-testid={testId}>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ width: c.width }}>
                  {c.sortKey ? (
                    <UnstyledButton onClick={() => toggleSort(c.sortKey!)} data-testid={`${testId}-sort-${c.key}`} aria-label={`Sort by ${c.header}`}>
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.header}
                        </Text>
                        {sort.key !== c.sortKey ? <IconArrowsSort size={14} /> : sort.direction === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
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
            {loading ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Center p="md">
                    <Loader size="sm" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" p="md" data-testid={`${testId}-empty`}>
                    No records available
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              visible.map((row) => (
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
            onChange={(v) => {
              setPageSize(Number(v ?? DEFAULT_PAGE_SIZE));
              setPage(1);
            }}
          />
          <Text size="sm" c="dimmed">
            {sorted.length} total
          </Text>
        </Group>
        <Pagination total={total} value={page} onChange={setPage} size="sm" data-testid={`${testId}-pagination`} />
      </Group>
    </div>
  );
}
