import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (apps/server/src/http/mapping/test-support → six levels up). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** The shared corpora live beside the checkout and are never copied into it. */
export const corporaDir = path.resolve(repoRoot, '../shared/corpora');
export const corporaSkip = (): string | false =>
  existsSync(corporaDir) ? false : `corpora not found at ${corporaDir}`;
