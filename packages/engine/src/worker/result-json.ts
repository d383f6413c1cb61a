import { randomUUID } from 'node:crypto';
import type { ExtractionResult } from '@paperbridge/contracts';

/**
 * `JSON.stringify(result)`, byte for byte, for a result whose pages may have come from the pool threads as
 * JSON text (pagesAsJson): each such page is spliced in where a stand-in string was serialised, so the main
 * thread neither rebuilds a long document's pages nor serialises them again.
 */
export function resultJson(result: ExtractionResult): string {
  const pages = (result.document?.pages ?? []) as unknown[];
  const raw = pages.filter((p): p is string => typeof p === 'string');
  if (!result.document || !raw.length) return JSON.stringify(result);
  // a fresh random stand-in: no text in a document can be it by chance
  const standIn = `\u0000page-${randomUUID()}`;
  const json = JSON.stringify({
    ...result,
    document: { ...result.document, pages: pages.map((p) => (typeof p === 'string' ? standIn : p)) },
  });
  const pieces = json.split(JSON.stringify(standIn));
  if (pieces.length !== raw.length + 1) throw new Error('a page stand-in was not found once in the serialised result');
  const out: string[] = [pieces[0]!];
  raw.forEach((page, i) => out.push(page, pieces[i + 1]!));
  return out.join('');
}
