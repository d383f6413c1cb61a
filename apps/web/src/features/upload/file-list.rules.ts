import { DOCUMENT_MIME_TYPES, MANUAL_UPLOAD_LIMITS, UPLOAD_MSG } from '@paperbridge/contracts';

/** What the list needs to know of a picked file (a File in the browser, a plain object in tests). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** 'xml': an XML e-invoice (XRechnung, Peppol BIS 3, CII), one page */
export type FileKind = 'pdf' | 'image' | 'xml';

/** One file of the upload list, with its pages once counted. */
export interface ListedFile<F extends PickedFile = PickedFile> {
  file: F;
  kind: FileKind;
  pages: number;
}

/** A file left out of the list, with the reason shown to the user. */
export interface DroppedFile {
  name: string;
  reason: string;
}

export const DUPLICATE_NAME_REASON = 'A file with this name is already selected.';

const IMAGE_EXT = /\.(jpe?g|png|tiff?)$/i;
const PDF_EXT = /\.pdf$/i;
const XML_EXT = /\.xml$/i;
const XML_TYPES = ['application/xml', 'text/xml'];

/**
 * PDF, photo or XML e-invoice, by MIME type or, when the browser gives none (some phones, drag from a zip),
 * by extension. Everything else is refused before any call (the server checks an XML file is an e-invoice).
 */
export function kindOf(file: PickedFile): FileKind | null {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf' || (!type && PDF_EXT.test(file.name))) return 'pdf';
  if (XML_TYPES.includes(type) || ((!type || type === 'application/octet-stream') && XML_EXT.test(file.name)))
    return 'xml';
  if ((DOCUMENT_MIME_TYPES as readonly string[]).includes(type) || (!type && IMAGE_EXT.test(file.name))) return 'image';
  // a photo saved with a wrong or generic MIME type still has its extension
  if (type === 'application/octet-stream' && IMAGE_EXT.test(file.name)) return 'image';
  return null;
}

const nameKey = (name: string) => name.trim().toLowerCase();

export interface AddPlan<F extends PickedFile> {
  /** files to count pages for and then add */
  accepted: { file: F; kind: FileKind }[];
  dropped: DroppedFile[];
  /** set when the whole selection is refused (spec 002 §5: already selected plus new must stay within 10 files) */
  refused: string | null;
}

/**
 * Spec 002 §5 for a new selection: duplicate names (against the list and within the selection)
 * and unsupported types are dropped with a notice; if what remains would take the list past
 * 10 files, the selection is refused as a whole so the user decides what to leave out.
 */
export function planAdd<F extends PickedFile>(current: readonly ListedFile[], incoming: readonly F[]): AddPlan<F> {
  const seen = new Set(current.map((c) => nameKey(c.file.name)));
  const accepted: { file: F; kind: FileKind }[] = [];
  const dropped: DroppedFile[] = [];
  for (const file of incoming) {
    const kind = kindOf(file);
    if (!kind) {
      dropped.push({ name: file.name, reason: UPLOAD_MSG.unsupportedType });
      continue;
    }
    if (seen.has(nameKey(file.name))) {
      dropped.push({ name: file.name, reason: DUPLICATE_NAME_REASON });
      continue;
    }
    seen.add(nameKey(file.name));
    accepted.push({ file, kind });
  }
  if (current.length + accepted.length > MANUAL_UPLOAD_LIMITS.maxFiles)
    return { accepted: [], dropped, refused: UPLOAD_MSG.tooManyFiles };
  return { accepted, dropped, refused: null };
}

export const totalPages = (files: readonly Pick<ListedFile, 'pages'>[]) => files.reduce((n, f) => n + f.pages, 0);

/**
 * The counted selection joins the list only if the pages of all files stay within 10
 * (spec 002 §5); otherwise it is refused with the spec's text and the list stays as it was.
 */
export function addCounted<F extends PickedFile>(
  current: readonly ListedFile<F>[],
  counted: readonly ListedFile<F>[],
): { files: ListedFile<F>[]; refused: string | null } {
  if (totalPages(current) + totalPages(counted) > MANUAL_UPLOAD_LIMITS.maxPages)
    return { files: [...current], refused: UPLOAD_MSG.tooManyPages };
  return { files: [...current, ...counted], refused: null };
}

/** Camera captures are all called image.jpg on many phones: a unique name keeps the second photo from being a "duplicate". */
export function cameraPhotoName(original: string, now: Date): string {
  const ext = /\.[a-z0-9]+$/i.exec(original)?.[0]?.toLowerCase() ?? '.jpg';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `photo-${stamp}-${now.getMilliseconds().toString().padStart(3, '0')}${ext}`;
}
