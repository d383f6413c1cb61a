export interface ExtractOptions {
  fileName?: string;
  /** the whole document's time bound (default 60 s) */
  timeoutMs?: number;
  /** refuse documents with more pages (default 500) */
  maxPages?: number;
  /** skip OCR even for pages without text (they are reported as 'ocr_unavailable') */
  ocr?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_PAGES = 500;
