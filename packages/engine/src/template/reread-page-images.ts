import { DecodeBudget } from '../limits/decode-budget.ts';
import { loadOcrModule, type OcrModule } from '../load/ocr-bridge.ts';
import { openPdf, type PdfDocument } from '../load/open-pdf.ts';
import { withDecodeBudget } from '../load/pdfjs-hooks.ts';
import { sniffType } from '../load/sniff-type.ts';
import { Deadline } from '../pipeline/deadline.ts';
import type { RawImage } from '../ocr/ocr.types.ts';
import type { PageImageOf } from './reread-fields.ts';

export interface RereadPageImages {
  imageOf: PageImageOf;
  /** frees the PDF opened for the images, if one was */
  close(): Promise<void>;
}

/**
 * The page images a re-read cuts its regions from, taken from the document's file as extraction took
 * them: an image file's frames, or a PDF page's image as the OCR path renders it (ocr/pdf-page-image.ts
 * on a page opened with images). What pdf.js decodes is counted against the default limits, as for any
 * untrusted file; a refusal or a timeout only leaves the first reading.
 */
export function rereadPageImages(file: Uint8Array, timeoutMs: number): RereadPageImages {
  if (sniffType(file) === 'pdf') return pdfPageImages(file, timeoutMs);
  let images: Promise<RawImage[]> | null = null;
  return {
    imageOf: async (page) => {
      images ??= loadOcrModule().then((ocr) => (ocr ? ocr.loadImageFile(file) : []));
      return (await images)[page - 1];
    },
    close: async () => undefined,
  };
}

function pdfPageImages(file: Uint8Array, timeoutMs: number): RereadPageImages {
  const deadline = new Deadline(timeoutMs);
  const budget = new DecodeBudget();
  let opened: ReturnType<typeof openPdf> | null = null;
  const imageOf: PageImageOf = async (n) => {
    const ocr = await loadOcrModule();
    if (!ocr) return undefined;
    return withDecodeBudget(budget, async () => {
      opened ??= openPdf(file, deadline, { images: true });
      const image = await pageImage((await opened).doc, n, ocr, deadline);
      budget.check();
      return image;
    });
  };
  return {
    imageOf,
    async close() {
      if (opened) await (await opened.catch(() => null))?.destroy();
    },
  };
}

async function pageImage(
  doc: PdfDocument,
  n: number,
  ocr: OcrModule,
  deadline: Deadline,
): Promise<RawImage | undefined> {
  if (n < 1 || n > doc.numPages) return undefined;
  const page = await deadline.race(doc.getPage(n), 'ocr', n);
  try {
    const image = await deadline.race(ocr.pageImageFromPdf(page), 'ocr', n);
    // The image comes turned by the page's /Rotate, while the page model's rotation counts /Rotate plus
    // the OCR's own turn (load/pdf-page-reader.ts): turn /Rotate back so that the model's rotation
    // makes the image upright, as for an image file.
    const back = ((360 - (((page.rotate % 360) + 360) % 360)) % 360) as 0 | 90 | 180 | 270;
    if (!back) return image;
    const grey = await ocr.uprightGrey(image, back);
    return { width: grey.width, height: grey.height, channels: 1, data: grey.data };
  } finally {
    page.cleanup();
  }
}
