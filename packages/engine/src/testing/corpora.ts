import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (packages/engine/src/testing → four levels up). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared evaluation corpora live beside the checkout and are never copied into it. */
export const corporaDir = path.resolve(repoRoot, '../shared/corpora');

/** A skip reason for node:test when the corpora are not there (e.g. a bare CI checkout). */
export const corporaSkip = (): string | false =>
  existsSync(corporaDir) ? false : `corpora folder not found at ${corporaDir}; golden tests skipped`;

/** Golden files are rewritten instead of compared when this env var is set. */
export const REGENERATE = process.env.PAPERBRIDGE_REGENERATE_GOLDEN === '1';
