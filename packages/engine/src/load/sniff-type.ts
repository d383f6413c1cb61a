import type { DocumentType } from '@paperbridge/contracts';
import { EngineError } from '../errors/engine-error.ts';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The document's type from its magic bytes; the file name is never trusted
 * (an HTML error page renamed .pdf is 'unsupported_type', not 'corrupt').
 * PDF's header may follow up to 1 KB of junk, as readers accept.
 */
export function sniffType(bytes: Uint8Array): DocumentType {
  if (bytes.length === 0) throw new EngineError('empty', 'the file is empty');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (head.trim().length === 0 && bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0)) {
    throw new EngineError('empty', 'the file holds only whitespace');
  }
  throw new EngineError('unsupported_type', 'the file is not a PDF, JPEG, PNG or TIFF');
}
