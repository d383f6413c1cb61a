import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ServerDataTable, type ServerColumn } from './server-data-table.component';
import { DEFAULT_PAGE_SIZE, pageCount, pageOf, sortRows, type SortDirection } from './table-paging';

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
  const [sort, setSort] = useState<{ key: keyof T | null; direction: SortDirection }>(
    initialSort ?? { key: null, direction: 'asc' },
  );
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.direction), [rows, sort]);
  const total = pageCount(sorted.length, pageSize);
  useEffect(() => {
    if (page > total) setPage(total);
  }, [page, total]);
  // the same table as the server-paged one, with the sort named by the row property
  const keyOf = useMemo(
    () => new Map(columns.flatMap((c) => (c.sortKey ? [[String(c.sortKey), c.sortKey] as const] : []))),
    [columns],
  );
  const asServerColumns: ServerColumn<T>[] = columns.map((c) => ({
    key: c.key,
    header: c.header,
    render: c.render,
    width: c.width,
    sortBy: c.sortKey ? String(c.sortKey) : undefined,
  }));
  return (
    <ServerDataTable
      rows={loading ? [] : pageOf(sorted, page, pageSize)}
      totalRows={sorted.length}
      columns={asServerColumns}
      rowKey={rowKey}
      loading={loading}
      page={page}
      pageSize={pageSize}
      sort={{ sortBy: sort.key === null ? '' : String(sort.key), isdesc: sort.direction === 'desc' }}
      onPage={setPage}
      onPageSize={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      onSort={(s) => setSort({ key: keyOf.get(s.sortBy) ?? null, direction: s.isdesc ? 'desc' : 'asc' })}
      testId={testId}
      minWidth={600}
    />
  );
}
