import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pdfjsHooks } from './pdfjs-hooks.ts';

/** A font file's first bytes: an sfnt header and table directory with these tags (offsets and lengths zero). */
function sfnt(version: number, tags: string[]): { peekBytes(n: number): Uint8Array; peeked: number[] } {
  const bytes = new Uint8Array(12 + 16 * tags.length + 100);
  new DataView(bytes.buffer).setUint32(0, version);
  new DataView(bytes.buffer).setUint16(4, tags.length);
  tags.forEach((t, i) =>
    bytes.set(
      [...t].map((c) => c.charCodeAt(0)),
      12 + 16 * i,
    ),
  );
  const peeked: number[] = [];
  return { peekBytes: (n) => (peeked.push(n), bytes.subarray(0, n)), peeked };
}

const TRUETYPE = ['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post'];
const mapped = { hasIncludedToUnicodeMap: true };

test('a TrueType program (glyf outlines) in a PDF with its own ToUnicode map needs no repair for a text pass', () => {
  assert.equal(pdfjsHooks.textNeedsNoFontProgram(sfnt(0x00010000, TRUETYPE), mapped), true);
  assert.equal(pdfjsHooks.textNeedsNoFontProgram(sfnt(0x74727565, TRUETYPE), mapped), true, "Apple's 'true'");
});

test('every other font is repaired as before: no ToUnicode map, CFF inside, a collection, no outlines, a short file', () => {
  const no = (font: ReturnType<typeof sfnt>, props: { hasIncludedToUnicodeMap?: boolean } = mapped, why = '') =>
    assert.equal(pdfjsHooks.textNeedsNoFontProgram(font, props), false, why);
  no(sfnt(0x00010000, TRUETYPE), {}, 'the text may come from the program (post names, cmap)');
  no(sfnt(0x00010000, [...TRUETYPE, 'CFF ']), mapped, 'CFF outlines: pdf.js may take the font matrix from them');
  no(sfnt(0x4f54544f /* OTTO */, ['CFF ', 'cmap', 'head']), mapped, 'OpenType CFF');
  no(sfnt(0x74746366 /* ttcf */, TRUETYPE), mapped, 'a collection');
  no(
    sfnt(
      0x00010000,
      TRUETYPE.filter((t) => t !== 'glyf'),
    ),
    mapped,
    'no glyf table',
  );
  no(sfnt(0x00010000, []), mapped, 'no tables');
  no({ peekBytes: () => new Uint8Array(5), peeked: [] }, mapped, 'shorter than a header');
});

test('the check only peeks at the header and the table directory', () => {
  const font = sfnt(0x00010000, TRUETYPE);
  pdfjsHooks.textNeedsNoFontProgram(font, mapped);
  assert.deepEqual(font.peeked, [12, 12 + 16 * TRUETYPE.length]);
});
