import type { PDFDocumentProxy } from 'pdfjs-dist';

/** What the viewer can open: a picked file, bytes, or a URL of the same origin. */
export type PdfSource = File | Blob | ArrayBuffer | Uint8Array | string;

let pdfjsPromise: Promise<typeof import('pdfjs-dist')> | null = null;

/** pdf.js is loaded on first use (it is large); its worker comes from Vite's `?url` import. */
export function loadPdfjs() {
  pdfjsPromise ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return pdfjsPromise;
}

async function toBytes(source: Exclude<PdfSource, string>): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.slice();
  if (source instanceof ArrayBuffer) return new Uint8Array(source.slice(0));
  return new Uint8Array(await source.arrayBuffer());
}

/** Opens a PDF with pdf.js (bytes are copied: pdf.js transfers the buffer to its worker). */
export async function openPdf(source: PdfSource): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const params = typeof source === 'string' ? { url: source } : { data: await toBytes(source) };
  return pdfjs.getDocument(params).promise;
}
