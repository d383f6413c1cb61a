/** The globals pdf.js's display side polyfills from @napi-rs/canvas in Node (Node 20 has none of them). */
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'] as const;

/**
 * pdf.js's polyfill of DOMMatrix, ImageData and Path2D, loading @napi-rs/canvas only when one of them is
 * first used: reading a text layer never touches them, and the native canvas module cost each pool thread
 * about 30-40 ms of its start. Rendering (OCR of a scanned PDF page) uses them and loads it then. Once
 * touched, or assigned, each becomes the plain global pdf.js would have set; a canvas that cannot be loaded
 * leaves it undefined with pdf.js's own warning, as pdf.js does.
 */
export function lazyCanvasGlobals(loadCanvas: () => Record<string, unknown>, warn: (message: string) => void): void {
  let canvas: Record<string, unknown> | null | undefined;
  const module = (): Record<string, unknown> | null => {
    if (canvas === undefined) {
      try {
        canvas = loadCanvas();
      } catch (e) {
        warn(`Cannot load "@napi-rs/canvas" package: "${String(e)}".`);
        canvas = null;
      }
    }
    return canvas;
  };
  const settle = (name: string, value: unknown): void => {
    if (value) Object.defineProperty(globalThis, name, { value, writable: true, enumerable: true, configurable: true });
    else delete (globalThis as Record<string, unknown>)[name];
  };
  for (const name of CANVAS_GLOBALS) {
    if ((globalThis as Record<string, unknown>)[name]) continue;
    Object.defineProperty(globalThis, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = module()?.[name];
        if (!value) warn(`Cannot polyfill \`${name}\`, rendering may be broken.`);
        settle(name, value);
        return value;
      },
      set(value: unknown) {
        settle(name, value);
      },
    });
  }
}
