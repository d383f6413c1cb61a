import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config/config.ts';
import { createContext, closeContext } from '../create-context.ts';
import { isDomainError } from '../lib/errors/domain-error.ts';
import { processFile } from '../services/operator/process-file.ts';
import { CliError } from './cli-error.ts';

/**
 * `process FILE --mapping NAME --email E` with no server running: this process opens the database,
 * runs the pipeline's workers itself until the document settles, and prints the result.
 */
export async function processLocally(
  config: Config,
  file: string,
  fields: { email: string; mapping: string },
): Promise<unknown> {
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  const ctx = await createContext(config, pino({ level: 'silent' }));
  try {
    await ctx.jobs.startWorkers(ctx);
    return await processFile(ctx, {
      email: fields.email,
      mappingName: fields.mapping,
      fileName: path.basename(file),
      stream: fs.createReadStream(file),
    });
  } catch (err) {
    if (isDomainError(err)) throw new CliError(err.message);
    throw err;
  } finally {
    await closeContext(ctx);
  }
}
