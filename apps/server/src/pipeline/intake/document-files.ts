import { randomUUID } from 'node:crypto';
import type { DocumentType } from '@paperbridge/contracts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A manual-upload batch folder (GetS3Details' path) and a file stored in one. */
export const BATCH_PATH = new RegExp(`^uploads/${UUID}$`);
export const BATCH_FILE_KEY = new RegExp(`^uploads/${UUID}/${UUID}$`);

export const newBatchPath = () => `uploads/${randomUUID()}`;
/** Stored names are ours (the user's file name is kept in the database), so no odd character reaches storage. */
export const newFileKey = (folder: string) => `${folder}/${randomUUID()}`;
export const metaKeyOf = (key: string) => `${key}.json`;
/** An XML e-invoice's drawing (issue 25): what GetFileURLById shows for a document with no printed page. */
export const einvoiceViewKey = (key: string) => `${key}.view.pdf`;

export const CONTENT_TYPE: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  xml: 'application/xml',
};

/** A user's file name made safe to show and store: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean || 'document';
}
