import { EngineError } from '../errors/engine-error.ts';
import type { EngineStage } from '@paperbridge/contracts';

/**
 * A document's time bound. Stages call `check()` between pages and wrap every
 * await on a library (pdf.js, OCR) in `race()`, so a document that never
 * resolves still ends with a typed 'timeout' error instead of hanging.
 */
export class Deadline {
  readonly endsAt: number;
  /** `endsAt`: when the document's clock started elsewhere (a part of a long document read in a pool thread) */
  constructor(
    readonly timeoutMs: number,
    endsAt?: number,
  ) {
    this.endsAt = endsAt ?? Date.now() + timeoutMs;
  }

  remainingMs(): number {
    return this.endsAt - Date.now();
  }

  check(stage: EngineStage, page: number | null = null): void {
    if (Date.now() > this.endsAt) throw this.error(stage, page);
  }

  error(stage: EngineStage, page: number | null): EngineError {
    return new EngineError('timeout', `extraction took longer than ${this.timeoutMs} ms`, { stage, page });
  }

  async race<T>(work: Promise<T>, stage: EngineStage, page: number | null = null): Promise<T> {
    // the losing promise may still reject later (e.g. pdf.js "Loading aborted" after destroy): that is expected
    work.catch(() => undefined);
    const left = this.remainingMs();
    if (left <= 0) throw this.error(stage, page);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.error(stage, page)), left);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
