import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import { S3_SPOOL_FILE, sweepTempFiles } from './temp-files.ts';

/** A temporary file untouched this long is abandoned; the sweep runs as often. */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the temporary files a killed process left (connectors/storage/temp-files.ts) at start-up and
 * then every hour: local storage's `.tmp` files beside the stored ones, and the S3 adapter's spool files
 * in the system's temp folder. Each process sweeps its own machine's folders, so it is a timer and not a
 * queued job (a job runs on one worker, maybe on another machine).
 */
export function startTempFileSweeper(ctx: { config: Config; log: FastifyBaseLogger }): {
  firstSweep: Promise<void>;
  stop(): void;
} {
  const storage = ctx.config.storage;
  const sweepOnce = () =>
    storage.kind === 'local'
      ? sweepTempFiles(storage.root, { olderThanMs: TEMP_FILE_MAX_AGE_MS })
      : sweepTempFiles(os.tmpdir(), { olderThanMs: TEMP_FILE_MAX_AGE_MS, name: S3_SPOOL_FILE, recursive: false });
  const sweep = () =>
    sweepOnce()
      .then((deleted) => void (deleted && ctx.log.info({ deleted }, 'abandoned temporary files deleted')))
      .catch((err) => ctx.log.warn({ err }, 'sweeping temporary files failed'));
  const timer = setInterval(sweep, TEMP_FILE_MAX_AGE_MS);
  timer.unref();
  return { firstSweep: sweep(), stop: () => clearInterval(timer) };
}
