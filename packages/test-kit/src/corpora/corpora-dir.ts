import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpora live beside the checkout (../shared/corpora) and are never copied into it. */
export const corporaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpora');

/** A test's skip reason when the corpora are not beside the checkout, else false. */
export const corporaSkip = (): string | false =>
  existsSync(corporaDir) ? false : `corpora not found at ${corporaDir}`;
