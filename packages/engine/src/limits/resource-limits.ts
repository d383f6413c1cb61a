/**
 * What one document may make the engine allocate. Compressed streams and image headers are tiny on disk
 * and can claim gigabytes; these bounds turn such a file into a typed 'resource_limit' error instead of
 * an out-of-memory process. The worker threads' heap limit (EnginePoolOptions) is the last line behind them.
 */
export interface ResourceLimits {
  /** bytes one PDF stream may decompress to (Flate, LZW, …; default 256 MiB) */
  maxStreamBytes: number;
  /** bytes all of one document's streams may decompress to, counted as they are decoded (default 2 GiB) */
  maxDocumentBytes: number;
  /** pixels (width × height) of one image, in a PDF or an uploaded photo, before it is decoded (default 100 million) */
  maxImagePixels: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_RESOURCE_LIMITS: Readonly<ResourceLimits> = Object.freeze({
  maxStreamBytes: 256 * MiB,
  maxDocumentBytes: 2048 * MiB,
  maxImagePixels: 100_000_000,
});

export function resolveLimits(given: Partial<ResourceLimits> = {}): ResourceLimits {
  const pick = (k: keyof ResourceLimits) => {
    const v = given[k];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : DEFAULT_RESOURCE_LIMITS[k];
  };
  return {
    maxStreamBytes: pick('maxStreamBytes'),
    maxDocumentBytes: pick('maxDocumentBytes'),
    maxImagePixels: pick('maxImagePixels'),
  };
}

/** 268435456 → "256 MB", 100000000 → "100 megapixels": limits as people read them. */
export const formatBytes = (n: number): string =>
  n >= 1024 * MiB ? `${+(n / (1024 * MiB)).toFixed(1)} GB` : `${+(n / MiB).toFixed(1)} MB`;
export const formatPixels = (n: number): string => `${+(n / 1e6).toFixed(1)} megapixels`;
