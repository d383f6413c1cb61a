import { z } from 'zod';

/**
 * Issue 30 point 2, beyond the spec: how a file destination (e-mail, FTP) receives documents. 'document': one file
 * per document as it is ready (the spec's behaviour, the default); 'daily': one file a day holding every document
 * of the day (one row each, line items on a second sheet or file keyed by the reference), sent at the daily hour or
 * when the user sends it now.
 */
export const fileLayoutSchema = z.enum(['document', 'daily']);
export type FileLayout = z.infer<typeof fileLayoutSchema>;

export const fileLayoutsSchema = z.object({ Email: fileLayoutSchema.optional(), FTP: fileLayoutSchema.optional() });
export type FileLayouts = z.infer<typeof fileLayoutsSchema>;

/**
 * Issue 30 point 1: how a CSV file writes numbers and dates, per file destination. 'standard' (the default, documented
 * in docs/delivery.md): comma-separated, a decimal point without grouping (1234.56, -8.79), ISO dates (2018-03-05).
 * 'regional': the company's decimal mark and date format (1234,56 and 05.03.2018 in Germany), semicolon-separated when
 * the decimal mark is a comma, as a spreadsheet set to that country reads it.
 */
export const csvFormatSchema = z.enum(['standard', 'regional']);
export type CsvFormat = z.infer<typeof csvFormatSchema>;
export const csvFormatsSchema = z.object({ Email: csvFormatSchema.optional(), FTP: csvFormatSchema.optional() });
export type CsvFormats = z.infer<typeof csvFormatsSchema>;

export const CSV_FORMAT_TEXT = {
  label: 'CSV numbers and dates',
  standard: 'Standard: 1234.56 and 2018-03-05',
  regional: (amount: string, date: string, separator: string) =>
    `The company's: ${amount} and ${date}${separator === ';' ? ', separated by ;' : ''}`,
} as const;

/** The destinations that deliver files and so can batch them. */
export const BATCH_DESTINATIONS = ['Email', 'FTP'] as const;
export type BatchDestination = (typeof BATCH_DESTINATIONS)[number];

export const FILE_LAYOUT_TEXT = {
  label: 'Files',
  document: 'One file per document',
  daily: 'One file per day (a row per document)',
  docxDaily: 'A DOCX file holds one agreement: choose one file per document.',
  waiting: (hourUtc: number) =>
    `Waiting for the daily file (sent at ${String(hourUtc).padStart(2, '0')}:00 UTC, or with Send the daily file now).`,
  sendNow: 'Send the daily file now',
  nothingWaiting: 'No documents are waiting for a daily file of this mapping.',
  queued: (n: number) => `The daily file with ${n} ${n === 1 ? 'document' : 'documents'} is being sent.`,
} as const;

/** POST SendDailyFileNow (MAPPING_CALLS.sendDailyFileNow): the mapping whose waiting documents go out now, in one file per destination. */
export const sendDailyFileNowSchema = z.object({ configId: z.uuid('configId must be a mapping id') });

/** How many documents went into the daily files that were queued, per destination. */
export const sendDailyFileNowResultSchema = z.object({
  queued: z.array(z.object({ destination: z.enum(BATCH_DESTINATIONS), documents: z.number().int() })),
});
export type SendDailyFileNowResult = z.infer<typeof sendDailyFileNowResultSchema>;
