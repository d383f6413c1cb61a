import type { DocumentModel } from '@paperbridge/contracts';

/** The page as if the page reading had dropped the row of this word (what Tesseract's layout analysis does on receipts). */
export function dropRow(doc: DocumentModel, word: string): DocumentModel {
  const pages = doc.pages.map((p) => {
    const ys = (i: number) => p.words[i]!.polygon.map((pt) => pt[1]!);
    const at = p.words.findIndex((w) => w.text === word);
    const [top, bottom] = [Math.min(...ys(at)), Math.max(...ys(at))];
    const gone = new Set(
      p.words
        .map((_, i) => i)
        .filter((i) => {
          const mid = (Math.min(...ys(i)) + Math.max(...ys(i))) / 2;
          return mid >= top && mid <= bottom;
        }),
    );
    const index = new Map<number, number>();
    const kept = p.words.filter((_, i) => !gone.has(i) && index.set(i, index.size));
    const lines = p.lines
      .filter((l) => !l.wordIndexes.some((i) => gone.has(i)))
      .map((l) => ({ ...l, wordIndexes: l.wordIndexes.map((i) => index.get(i)!) }));
    return { ...p, words: kept, lines };
  });
  return { ...doc, pages };
}
