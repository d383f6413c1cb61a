/** Page sizes of every list table (spec 002 §9: default 5). */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 5;

export type SortDirection = 'asc' | 'desc';

/** Sorts a copy by a key; strings compare case-insensitively, ISO dates compare as strings. */
export function sortRows<T>(rows: readonly T[], key: keyof T | null, direction: SortDirection): T[] {
  if (!key) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? ''), undefined, { sensitivity: 'base' }) * sign;
  });
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
