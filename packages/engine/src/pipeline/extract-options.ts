import type { ResourceLimits } from '../limits/resource-limits.ts';

export interface ExtractOptions {
  fileName?: string;
  /** the whole document's time bound (default 60 s) */
  timeoutMs?: number;
  /** refuse documents with more pages (default 500) */
  maxPages?: number;
  /** skip OCR even for pages without text (they are reported as 'ocr_unavailable') */
  ocr?: boolean;
  /** bounds on what one document may decode (limits/resource-limits.ts has the defaults) */
  limits?: Partial<ResourceLimits>;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_PAGES = 500;
