import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServerSort } from '../../components/data-table/server-data-table.component';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/table-paging';
import { SEARCH_DEBOUNCE_MS } from './icr/dashboard-format';

const DEFAULT_SORT: ServerSort = { sortBy: 'createdDate', isdesc: true };

/** What a dashboard list call takes beside the filter. */
export interface PagingRequest {
  page: number;
  pageSize: number;
  sortBy: string;
  isdesc: boolean;
  searchText: string;
}

interface Options<F, Row> {
  /** its identity must change only when a filter does (a new one starts again from page 1) */
  filter: F;
  /** the query's key before the request; under 'dashboard', so a refresh of the dashboard reads it again */
  queryKey: readonly unknown[];
  list: (request: F & PagingRequest) => Promise<{ data: Row[]; totalRows: number }>;
  /** default: newest first, by createdDate */
  defaultSort?: ServerSort;
  /** default: the tables' default page size */
  defaultPageSize?: number;
  /** default: the document id */
  rowKey?: (row: Row) => string;
  /** while this holds for the page shown (a row still being sent), the page is read again every REFRESH_MS */
  refreshWhile?: (rows: Row[]) => boolean;
}

/** How often a page with work still under way is read again, so its rows settle without a reload. */
export const REFRESH_MS = 10_000;

/**
 * A server-paged document table (the dashboard's, the analytics tabs', the Process Log), newest first unless told: paged, sorted and searched on the server (search 800 ms
 * after the last key), the page shown kept while the next loads; a new filter, search or page size
 * starts again from page 1. Answers the search box's value and ServerDataTable's props but columns and testId.
 */
export function useDocumentsTable<F extends object, Row extends { dtId: string }>({
  filter,
  queryKey,
  list,
  defaultSort = DEFAULT_SORT,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  rowKey = (r) => r.dtId,
  refreshWhile,
}: Options<F, Row>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sort, setSort] = useState<ServerSort>(defaultSort);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => setPage(1), [filter, searchText, pageSize]);

  const request = { ...filter, page, pageSize, sortBy: sort.sortBy, isdesc: sort.isdesc, searchText };
  const q = useQuery({
    queryKey: [...queryKey, request],
    queryFn: () => list(request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (refreshWhile?.(query.state.data?.data ?? []) ? REFRESH_MS : false),
  });

  return {
    search,
    setSearch,
    table: {
      rows: q.data?.data ?? [],
      totalRows: q.data?.totalRows ?? 0,
      rowKey,
      loading: q.isFetching,
      page,
      pageSize,
      sort,
      onPage: setPage,
      onPageSize: setPageSize,
      onSort: setSort,
    },
  };
}
