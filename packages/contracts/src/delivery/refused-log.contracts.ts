import { z } from 'zod';
import { dashboardPageSchema } from '../dashboard/dashboard-list.contracts.ts';
import { FILE_LOG_DEFAULT_PAGE_SIZE, FILE_LOG_PAGE_SIZES } from './process-log.contracts.ts';

/**
 * POST /api/Admin/Map/RefusedLog {page, pageSize}: beyond the spec (issue 30 point 7), what the e-mail and FTP
 * sources refused (an e-mail from an unlisted sender, without a usable attachment, too large; a file of a type
 * not taken), newest first, the Process Log's "Refused" tab. The bell tells the same once; this keeps the list.
 */
export const refusedLogRequestSchema = z.object({
  page: dashboardPageSchema,
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (FILE_LOG_PAGE_SIZES as readonly number[]).includes(n),
      'pageSize must be one of 5, 10, 20, 25, 50, 100',
    )
    .default(FILE_LOG_DEFAULT_PAGE_SIZE),
});
export type RefusedLogRequest = z.input<typeof refusedLogRequestSchema>;
export type RefusedLogQuery = z.output<typeof refusedLogRequestSchema>;

export const refusedItemSchema = z.object({
  id: z.string(),
  /** when it was refused, ISO */
  receivedDate: z.string(),
  source: z.enum(['email', 'ftp']),
  /** the e-mail's sender; for FTP the server (ftp://host:port) */
  sender: z.string().nullable(),
  /** the e-mail's subject */
  subject: z.string().nullable(),
  /** what was refused: an attachment's or file's name, or 'the e-mail'; null for refusals recorded before it was kept */
  item: z.string().nullable(),
  reason: z.string(),
  /** the mapping whose address or folder it came to ('' when the mapping was deleted since) */
  configName: z.string(),
  cnId: z.string().nullable(),
});
export type RefusedItem = z.infer<typeof refusedItemSchema>;

export const refusedLogResultSchema = z.object({ refusals: z.array(refusedItemSchema), recordCount: z.number().int() });
export type RefusedLogResult = z.infer<typeof refusedLogResultSchema>;
