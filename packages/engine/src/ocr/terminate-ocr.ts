import { releasePpocr } from './ppocr/ppocr-models.ts';
import { terminateOcr as terminateTesseract } from './tesseract-pool.ts';

/** Stop the Tesseract workers and free the PP-OCR sessions (tests, CLI); the next recognition starts afresh. */
export async function terminateOcr(): Promise<void> {
  await Promise.all([terminateTesseract(), releasePpocr()]);
}
