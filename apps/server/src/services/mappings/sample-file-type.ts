import { sniffType } from '@paperbridge/engine';
import type { DocumentType } from '@paperbridge/contracts';
import { CONTENT_TYPE } from '../../pipeline/intake/document-files.ts';

/** A template file the engine can read: a PDF, or a photo or scan (receipts are mostly photos). */
export interface SampleFileType {
  type: DocumentType;
  /** the extension the stored key and the sample's file name get */
  ext: 'pdf' | 'jpg' | 'png' | 'tiff';
  contentType: string;
}

const EXT: Record<Exclude<DocumentType, 'xml'>, SampleFileType['ext']> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  tiff: 'tiff',
};

/**
 * The sample's type from its bytes (never its name); null for anything the engine cannot read, and for an XML
 * e-invoice: its values come from the e-invoice whatever the layout, so it teaches a template nothing (issue 25).
 */
export function sampleFileType(bytes: Uint8Array): SampleFileType | null {
  let type: DocumentType;
  try {
    type = sniffType(bytes);
  } catch {
    return null;
  }
  if (type === 'xml') return null;
  return { type, ext: EXT[type], contentType: CONTENT_TYPE[type] };
}

/**
 * The content type of a stored sample from its key's extension. Keys of samples stored before
 * photos were accepted all end in .pdf, and so does anything unexpected.
 */
export function sampleContentType(fileKey: string): string {
  const ext = /\.(jpg|png|tiff)$/.exec(fileKey)?.[1];
  return ext === 'jpg'
    ? CONTENT_TYPE.jpeg
    : ext === 'png'
      ? CONTENT_TYPE.png
      : ext === 'tiff'
        ? CONTENT_TYPE.tiff
        : CONTENT_TYPE.pdf;
}
