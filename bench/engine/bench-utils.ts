import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared corpora beside the checkout (never copied into it). */
export const corporaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora');
export const corpus = (name: string): string | null => {
  const dir = path.join(corporaDir, name);
  return existsSync(dir) ? dir : null;
};

/** Every file under `dir` (recursively), as paths relative to it, sorted. */
export function listFiles(dir: string, sub = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = path.join(sub, e.name);
    if (e.isDirectory()) out.push(...listFiles(dir, rel));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

export interface BenchTable {
  title: string;
  rows: [string, string][];
  notes?: string[];
}

export function printTable(t: BenchTable): void {
  const w = Math.max(...t.rows.map((r) => r[0].length), 10);
  console.log(`\n## ${t.title}`);
  for (const [k, v] of t.rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  for (const n of t.notes ?? []) console.log(`  · ${n}`);
}

export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
export const f3 = (x: number): string => x.toFixed(3);
export const ws = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** Minimal CSV reader (quoted fields, commas, no embedded newlines needed here). */
export function parseCsv(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.length)
    .map((line) => {
      const out: string[] = [];
      let cur = '',
        q = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (q) {
          if (c === '"' && line[i + 1] === '"') {
            cur += '"';
            i++;
          } else if (c === '"') q = false;
          else cur += c;
        } else if (c === '"') q = true;
        else if (c === ',') {
          out.push(cur);
          cur = '';
        } else cur += c;
      }
      out.push(cur);
      return out;
    });
}

export const f1 = (p: number, r: number): number => (p + r ? (2 * p * r) / (p + r) : 0);

/** Up to n items spread over their groups (round robin), so a small sample still covers every layout (a vendor of receipts). */
export function spread<T extends { group: string }>(items: readonly T[], n: number): T[] {
  const byGroup = new Map<string, T[]>();
  for (const r of items) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
  const out: T[] = [];
  for (let round = 0; out.length < Math.min(n, items.length); round++) {
    for (const list of byGroup.values()) if (list[round] && out.length < n) out.push(list[round]!);
  }
  return out;
}
