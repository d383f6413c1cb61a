import { EngineError } from '../errors/engine-error.ts';
import { checkImagePixels } from './image-limit.ts';
import { formatBytes, resolveLimits, type ResourceLimits } from './resource-limits.ts';

/**
 * One document's account of decoded bytes and image sizes. pdf.js decodes inside its own code, which
 * catches and logs most errors and goes on; so a refusal is both thrown (to stop that decode at once) and
 * recorded here, and the loader calls `check()` between steps to fail the document with it.
 */
export class DecodeBudget {
  readonly limits: ResourceLimits;
  /** decoded bytes so far (inflated output, and decode buffers of pdf.js's own decoders) */
  used = 0;
  violation: EngineError | null = null;

  constructor(limits: Partial<ResourceLimits> = {}) {
    this.limits = resolveLimits(limits);
  }

  /** bytes the next stream may decompress to */
  allowance(): number {
    return Math.max(0, Math.min(this.limits.maxStreamBytes, this.limits.maxDocumentBytes - this.used));
  }

  /** a stream needs `streamBytes` in all, `added` more than it had: refuse over a limit, else count it */
  charge(streamBytes: number, added: number): void {
    this.check();
    if (streamBytes > this.limits.maxStreamBytes) this.refuse(streamTooLarge(this.limits.maxStreamBytes));
    if (this.used + added > this.limits.maxDocumentBytes) this.refuse(documentTooLarge(this.limits.maxDocumentBytes));
    this.used += added;
  }

  imagePixels(width: number, height: number): void {
    this.check();
    try {
      checkImagePixels(width, height, this.limits.maxImagePixels, 'PDF');
    } catch (e) {
      this.refuse(e as EngineError);
    }
  }

  refuse(e: EngineError): never {
    this.violation ??= e;
    throw this.violation;
  }

  /** throws the recorded refusal, if any */
  check(): void {
    if (this.violation) throw this.violation;
  }
}

export const streamTooLarge = (limit: number) =>
  new EngineError(
    'resource_limit',
    `the PDF holds a compressed stream larger than the ${formatBytes(limit)} allowed once decompressed`,
    { stage: 'load' },
  );

export const documentTooLarge = (limit: number) =>
  new EngineError(
    'resource_limit',
    `the PDF's compressed streams decompress to more than the ${formatBytes(limit)} allowed for one document`,
    { stage: 'load' },
  );
