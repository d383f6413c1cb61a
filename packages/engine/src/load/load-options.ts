import type { ExtractionError } from '@paperbridge/contracts';
import type { PPage } from '../model/internal.types.ts';
import type { ResourceLimits } from '../limits/resource-limits.ts';
import type { Deadline } from '../pipeline/deadline.ts';

export interface LoadOptions {
  deadline: Deadline;
  maxPages: number;
  ocr: boolean;
  /** bounds on decoded streams and image sizes */
  limits: ResourceLimits;
  /** called with each loaded page, in page order */
  onPage: (page: PPage) => void;
  /** a page that could not be read; loading goes on with the next page */
  onPageError: (e: ExtractionError) => void;
}
