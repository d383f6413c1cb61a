import { randomUUID } from 'node:crypto';
import type { ExtractionResult } from '@paperbridge/contracts';

/** A result's JSON in order: text, and pages the pool threads wrote as UTF-8 JSON. */
export type JsonPieces = (string | Uint8Array)[];

/**
 * `JSON.stringify(result)`, byte for byte once written as UTF-8, for a result whose pages may have come from the
 * pool threads as UTF-8 JSON (pagesAsJson): each such page is put where a stand-in string was
 * serialised, so the main thread neither rebuilds a long document's pages nor serialises them again, nor joins
 * and encodes tens of MB of text after the last page (the writer writes the pieces one after another).
 */
export function resultJson(result: ExtractionResult): JsonPieces {
  const pages = (result.document?.pages ?? []) as unknown[];
  const raw = pages.filter(isRaw);
  if (!result.document || !raw.length) return [JSON.stringify(result)];
  // a fresh random stand-in: no text in a document can be it by chance
  const standIn = `\u0000page-${randomUUID()}`;
  const json = JSON.stringify({
    ...result,
    document: { ...result.document, pages: pages.map((p) => (isRaw(p) ? standIn : p)) },
  });
  const pieces = json.split(JSON.stringify(standIn));
  if (pieces.length !== raw.length + 1) throw new Error('a page stand-in was not found once in the serialised result');
  const out: JsonPieces = [pieces[0]!];
  raw.forEach((page, i) => out.push(page, pieces[i + 1]!));
  return out;
}

/** The pieces as one string (tests, and a caller that wants the text). */
export const jsonText = (pieces: JsonPieces): string =>
  pieces
    .map((p) => (typeof p === 'string' ? p : Buffer.from(p.buffer, p.byteOffset, p.byteLength).toString()))
    .join('');

const isRaw = (p: unknown): p is Uint8Array => p instanceof Uint8Array;
