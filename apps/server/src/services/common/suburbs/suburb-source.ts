import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface SuburbOption {
  id: string;
  value: string;
  postCode?: string;
}

/** Suburbs (or cities, post offices, towns) of one country, grouped by state code. */
export type SuburbsByState = Map<string, SuburbOption[]>;

export const requireData = createRequire(import.meta.url);

/** Reads a JSON data file shipped inside an installed npm package (never fetched at run time). */
export async function readPackageJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await fs.readFile(requireData.resolve(specifier), 'utf8')) as T;
}

/** 'BONDI BEACH' → 'Bondi Beach', 'MCMAHONS POINT' → 'McMahons Point'. */
export function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s\-'(/.])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc([a-z])/g, (_m, ch: string) => `Mc${ch.toUpperCase()}`);
}

/** Groups rows by state, drops duplicate (name, post code) pairs and sorts by name then post code. */
export function groupByState(rows: Iterable<{ state: string; value: string; postCode?: string }>): SuburbsByState {
  const byState: SuburbsByState = new Map();
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.state}|${r.value.toLowerCase()}|${r.postCode ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byState.get(r.state) ?? [];
    list.push({
      id: [r.state, r.postCode, r.value].filter(Boolean).join('-').replace(/\s+/g, '-').toLowerCase(),
      value: r.value,
      ...(r.postCode ? { postCode: r.postCode } : {}),
    });
    byState.set(r.state, list);
  }
  for (const list of byState.values())
    list.sort((a, b) => a.value.localeCompare(b.value) || (a.postCode ?? '').localeCompare(b.postCode ?? ''));
  return byState;
}

/** Loads a source once per process; a failed load is retried on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
