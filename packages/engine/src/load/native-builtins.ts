/**
 * Captures built-ins that pdf.js's legacy build replaces with core-js
 * polyfills in Node 20 although Node's own are fine for us: Array#push (a
 * length > 2^32 edge case), JSON.stringify and JSON.parse. The polyfills are
 * several times slower and apply to the whole process, so pdfjs.ts puts the
 * natives back once pdf.js is loaded. This module must be evaluated before
 * pdf.js (pdfjs.ts imports it first).
 */
const isNative = (f: unknown): boolean => typeof f === 'function' && /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(f));

const saved = {
  push: isNative(Array.prototype.push) ? Array.prototype.push : null,
  stringify: isNative(JSON.stringify) ? JSON.stringify : null,
  parse: isNative(JSON.parse) ? JSON.parse : null,
};

export function restoreNativeBuiltins(): void {
  if (saved.push && Array.prototype.push !== saved.push) {
    Object.defineProperty(Array.prototype, 'push', { value: saved.push, writable: true, configurable: true, enumerable: false });
  }
  if (saved.stringify) JSON.stringify = saved.stringify;
  if (saved.parse) JSON.parse = saved.parse;
}
