import type { PDFFont } from 'pdf-lib';

/**
 * Text the PDF's standard fonts can draw (they encode WinAnsi only): a character they cannot is replaced by its
 * letter without accents where there is one ("Ł" has none, "ő" → "o"), else by "?". The drawn page is a view;
 * the values themselves come from the XML.
 */
export function winAnsiSafe(font: PDFFont, text: string): string {
  let out = '';
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  for (const ch of text.replace(/[\u0000-\u001f\u007f]/g, ' ')) {
    if (drawable(font, ch)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every((c) => drawable(font, c)) ? base : '?';
    }
  }
  return out;
}

const cache = new WeakMap<PDFFont, Map<string, boolean>>();

function drawable(font: PDFFont, ch: string): boolean {
  let known = cache.get(font);
  if (!known) cache.set(font, (known = new Map()));
  let ok = known.get(ch);
  if (ok === undefined) {
    try {
      font.encodeText(ch);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(ch, ok);
  }
  return ok;
}
