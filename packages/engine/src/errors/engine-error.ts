import type { EngineErrorCode, EngineStage, ExtractionError } from '@paperbridge/contracts';

/** The engine's one error type: a code the caller can switch on, the stage and page it came from. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly stage: EngineStage;
  readonly page: number | null;

  constructor(
    code: EngineErrorCode,
    message: string,
    opts: { stage?: EngineStage; page?: number | null; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'EngineError';
    this.code = code;
    this.stage = opts.stage ?? 'input';
    this.page = opts.page ?? null;
  }

  toJSON(): ExtractionError {
    return { stage: this.stage, page: this.page, code: this.code, message: this.message };
  }
}

export const isEngineError = (e: unknown): e is EngineError => e instanceof EngineError;

/** Any thrown value as a structured error of the given stage (unknown failures become 'stage_failed'). */
export function toExtractionError(e: unknown, stage: EngineStage, page: number | null): ExtractionError {
  if (isEngineError(e)) return { stage: e.stage, page: e.page ?? page, code: e.code, message: e.message };
  const message = e instanceof Error ? e.message : String(e);
  return { stage, page, code: 'stage_failed', message };
}
