import type { Config } from '../../config/config.ts';
import type { StorageAdapter } from './storage.adapter.ts';
import { createLocalStorageAdapter } from './local-storage.adapter.ts';
import { createS3StorageAdapter } from './s3-storage.adapter.ts';

const adapters = new WeakMap<Config, StorageAdapter>();

/** The storage adapter chosen by configuration (one per configuration object, created on first use). */
export function storageFor(ctx: { config: Config }): StorageAdapter {
  let adapter = adapters.get(ctx.config);
  if (!adapter) {
    const s = ctx.config.storage;
    adapter = s.kind === 's3' ? createS3StorageAdapter(s) : createLocalStorageAdapter(s.root);
    adapters.set(ctx.config, adapter);
  }
  return adapter;
}
