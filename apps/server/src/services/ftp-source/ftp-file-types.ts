import type { RemoteFile } from '../../connectors/ftp/ftp-source.connector.ts';

/** The document types a source folder takes, by file extension (the engine checks the real type from the bytes). */
const EXTENSIONS: Record<string, string[]> = {
  PDF: ['.pdf'],
  JPG: ['.jpg', '.jpeg'],
  PNG: ['.png'],
  TIFF: ['.tif', '.tiff'],
  // XML e-invoices (issue 25); the engine takes only an XML file whose root is a CII or UBL invoice
  XML: ['.xml'],
};
const DEFAULT_TYPES = ['PDF', 'JPG', 'PNG', 'TIFF', 'XML'];

/**
 * Names a poll leaves alone: hidden files and the temporary names upload tools write to before
 * renaming (a half-uploaded file must not be taken or refused).
 */
const IN_PROGRESS = /^\.|\.(part|partial|filepart|tmp|temp|crdownload|upload)$|~$/i;

/** The mapping's fileType when it names a document type (PDF, JPG, PNG, TIFF, XML), else all five. */
export function acceptedTypes(fileType: string | null | undefined): string[] {
  const wanted = (fileType ?? '')
    .toUpperCase()
    .split(/[\s,;]+/)
    .map((t) => (t === 'JPEG' ? 'JPG' : t === 'TIF' ? 'TIFF' : t))
    .filter((t) => EXTENSIONS[t]);
  return wanted.length ? [...new Set(wanted)] : DEFAULT_TYPES;
}

export function isInProgress(file: RemoteFile): boolean {
  return IN_PROGRESS.test(file.name);
}

export function hasAcceptedType(file: RemoteFile, types: string[]): boolean {
  const name = file.name.toLowerCase();
  return types.some((t) => EXTENSIONS[t]!.some((ext) => name.endsWith(ext)));
}

/** 'PDF, JPG, PNG, TIFF or XML' */
export function typesInWords(types: string[]): string {
  return types.length === 1 ? types[0]! : `${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
}
