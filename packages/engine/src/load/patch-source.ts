/** One exact edit of a pdf.js bundle: `find` must occur exactly once. */
export interface SourceEdit {
  what: string;
  find: string;
  replace: string;
}

const occurrences = (text: string, find: string): number => {
  let n = 0;
  for (let i = text.indexOf(find); i >= 0; i = text.indexOf(find, i + find.length)) n++;
  return n;
};

/**
 * The source with every edit applied. An edit whose text is not found exactly once throws: an upgrade of
 * pdf.js that moves the code fails loudly here (and in the tests), never silently unpatched.
 */
export function patchSource(source: string, edits: readonly SourceEdit[], bundle: string): string {
  let out = source;
  for (const e of edits) {
    const count = occurrences(out, e.find);
    if (count !== 1) throw new Error(`${bundle} no longer matches the engine's edit (${e.what}): found ${count} times`);
    out = out.replace(e.find, () => e.replace);
  }
  return out;
}
