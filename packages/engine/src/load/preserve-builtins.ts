/**
 * pdf.js's legacy build replaces built-ins that Node 20 already has with core-js polyfills, for the
 * whole process: Array#push (a length > 2^32 edge case), JSON.parse, JSON.stringify, and
 * Function#toString (to make its polyfills look native). They are several times slower, and the
 * importing process (the API server among them) must not be changed by the engine: whatever was
 * there before pdf.js loaded is put back once it has.
 */
const PRESERVED: [object, PropertyKey][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
  [Function.prototype, 'toString'],
];

/** Saves the built-ins; the function it returns puts back any that changed. */
export function preserveBuiltins(): () => void {
  const saved = PRESERVED.map(([obj, key]) => [obj, key, Object.getOwnPropertyDescriptor(obj, key)] as const);
  return () => {
    for (const [obj, key, desc] of saved) {
      if (desc && Object.getOwnPropertyDescriptor(obj, key)?.value !== desc.value)
        Object.defineProperty(obj, key, desc);
    }
  };
}
