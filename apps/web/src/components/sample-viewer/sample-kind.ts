import type { PdfSource } from '../pdf-viewer/load-pdf';

/**
 * How a template is shown: pdf.js, the browser's own image decoder, or (TIFF, which browsers do not decode; an XML
 * e-invoice the server could not draw) not at all.
 */
export type SampleKind = 'pdf' | 'image' | 'tiff' | 'xml';

const starts = (b: Uint8Array, sig: number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);

/** The kind from the first bytes, as the server sniffs it (a photo may be named .pdf, and a PDF may have junk before '%PDF-'). */
export function sampleKindOf(head: Uint8Array): SampleKind | null {
  if (starts(head, [0xff, 0xd8, 0xff]) || starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return 'image';
  if (starts(head, [0x49, 0x49, 0x2a, 0x00]) || starts(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  let text = '';
  for (const b of head.subarray(0, 1024)) text += String.fromCharCode(b);
  if (text.includes('%PDF-')) return 'pdf';
  // an XML e-invoice the server could not draw; an HTML page (an error answered for the file) is no document
  return /^(\xEF\xBB\xBF)?\s*<(\?xml|([\w.-]+:)?(CrossIndustry|Invoice|CreditNote))/.test(text) ? 'xml' : null;
}

/** The template's bytes (a picked file, or the signed link of a saved mapping) and their kind. */
export async function resolveSample(source: PdfSource): Promise<{ kind: SampleKind; blob: Blob }> {
  let blob: Blob;
  if (typeof source === 'string') {
    const res = await fetch(source);
    if (!res.ok) throw new Error('The reference document could not be loaded.');
    blob = await res.blob();
  } else if (source instanceof Blob) blob = source;
  else blob = new Blob([source instanceof Uint8Array ? source.slice() : source.slice(0)]);
  const kind = sampleKindOf(new Uint8Array(await blob.slice(0, 1024).arrayBuffer()));
  if (!kind) throw new Error('The reference document is neither a PDF nor a photo.');
  return { kind, blob };
}
