import type { BundleSpec } from './bundle-cache.mjs';

export function buildBundle(spec: BundleSpec & { manifestFile: string }): Promise<{ dir: string; entries: Record<string, string>; inputs: [string, number, number][] }>;
export function pointToEntries(code: string, file: string, url: string, entryByPath: Map<string, string>): string;
