/**
 * Errors of the OCR stage are the engine's one error type (EngineError) with
 * stage 'ocr', so the pipeline records them as structured errors like any
 * other stage's; callers switch on `code`, never on the message.
 */
import { EngineError } from '../errors/engine-error.ts';

export type OcrErrorCode = 'timeout' | 'corrupt' | 'ocr_failed';

export function ocrError(code: OcrErrorCode, message: string, cause?: unknown): EngineError {
  return new EngineError(code, message, { stage: 'ocr', cause });
}

export function isOcrTimeout(error: unknown): error is EngineError {
  return error instanceof EngineError && error.code === 'timeout';
}
