import { OPS } from './pdfjs-ops.ts';

/**
 * The message port between pdf.js's API side and its parser, both in this
 * thread. pdf.js's own fake-worker port structured-clones every message,
 * and cloning operator lists and text content (many small objects) cost
 * about a quarter of extraction time. Here a message is copied only as far
 * as pdf.js mutates what it has sent: arrays and plain objects are copied
 * (the parser truncates its operator arrays after each chunk), small typed
 * arrays are copied (path bounds live in a reused buffer), and class instances
 * (glyphs, which are immutable and cached) and large buffers (images, font
 * programs, which pdf.js transfers and never touches again) are shared.
 * A text-showing operation's arguments are shared too (copyOperatorList).
 * Delivery stays asynchronous, like postMessage.
 */
type Listener = (event: { data: unknown }) => void;

const SHARE_TYPED_ARRAYS_FROM_BYTES = 4096;

export function copyMessage(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    // numbers are most of an operator list's elements (glyph arrays interleave kerning): no call for them
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      out[i] = x !== null && typeof x === 'object' ? copyMessage(x) : x;
    }
    return out;
  }
  if (ArrayBuffer.isView(v)) {
    return v.byteLength < SHARE_TYPED_ARRAYS_FROM_BYTES && 'slice' in v ? (v as unknown as Uint8Array).slice() : v;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  const ops = v as { fnArray?: unknown; argsArray?: unknown };
  if (Array.isArray(ops.fnArray) && Array.isArray(ops.argsArray)) return copyOperatorList(v as OperatorListChunk);
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) out[k] = copyMessage((v as Record<string, unknown>)[k]);
  return out;
}

interface OperatorListChunk {
  fnArray: unknown[];
  argsArray: unknown[];
  [key: string]: unknown;
}

/**
 * A chunk of an operator list: the two arrays are copied (the parser empties them after sending), and each
 * operation's arguments as any message, except a text-showing one's, which are shared. They are a fresh
 * array around the font's glyphs, and nothing touches them once sent (the font's glyph arrays are cached and
 * shared by every operation that shows the same string); a long document's glyphs, copied, were most of the
 * copying, about 2 % of its reading.
 */
function copyOperatorList(chunk: OperatorListChunk): OperatorListChunk {
  const { fnArray, argsArray } = chunk;
  const out: OperatorListChunk = { fnArray: fnArray.slice(), argsArray: new Array(argsArray.length) };
  for (const k in chunk) if (k !== 'fnArray' && k !== 'argsArray') out[k] = copyMessage(chunk[k]);
  for (let i = 0; i < argsArray.length; i++) {
    const args = argsArray[i];
    out.argsArray[i] =
      fnArray[i] === OPS.showText ? args : args !== null && typeof args === 'object' ? copyMessage(args) : args;
  }
  return out;
}

export class InThreadPort {
  #listeners = new Set<Listener>();
  #closed = false;

  postMessage(message: unknown): void {
    if (this.#closed) return;
    const event = { data: copyMessage(message) };
    queueMicrotask(() => {
      for (const listener of [...this.#listeners]) listener.call(this, event);
    });
  }

  addEventListener(_name: string, listener: Listener): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#closed = true;
    this.#listeners.clear();
  }
}
