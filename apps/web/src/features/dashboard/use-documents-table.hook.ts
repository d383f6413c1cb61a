import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ServerSort } from '../../components/data-table/server-data-table.component';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/table-paging';
import { SEARCH_DEBOUNCE_MS } from './icr/dashboard-format';

const DEFAULT_SORT: ServerSort = { sortBy: 'createdDate', isdesc: true };

/**
 * A dashboard document table's paging, newest first: paged, sorted and searched on the server
 * (search 800 ms after the last key); a new filter, search or page size starts again from page 1.
 */
export function useDocumentsTable(filter: unknown) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ServerSort>(DEFAULT_SORT);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => setPage(1), [filter, searchText, pageSize]);

  return {
    search,
    setSearch,
    /** what the list call takes beside the filter */
    request: { page, pageSize, sortBy: sort.sortBy, isdesc: sort.isdesc, searchText },
    /** ServerDataTable's paging and sorting */
    paging: { page, pageSize, sort, onPage: setPage, onPageSize: setPageSize, onSort: setSort },
  };
}
