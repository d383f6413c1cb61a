import JSZip from 'jszip';

/** Every entry's time, and the document properties' created/modified: the same data gives the same bytes. */
export const FIXED_TIME = new Date(Date.UTC(2000, 0, 1));
const FIXED_W3CDTF = FIXED_TIME.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Office files are zips whose writers stamp the current time on each entry and in docProps/core.xml
 * (exceljs and docx both do). Re-packing with one fixed time, the entries in the writer's order, makes
 * a rendered file depend on its data only, so a resend is byte-identical and golden tests can compare.
 */
export async function stableZip(zipped: Buffer | Uint8Array): Promise<Buffer> {
  const source = await JSZip.loadAsync(zipped);
  const out = new JSZip();
  for (const entry of Object.values(source.files)) {
    if (entry.dir) continue;
    let data: Uint8Array | string = await entry.async('uint8array');
    if (entry.name === 'docProps/core.xml') {
      data = Buffer.from(data)
        .toString('utf8')
        .replace(/(<dcterms:(created|modified)\b[^>]*>)[^<]*(<\/dcterms:\2>)/g, `$1${FIXED_W3CDTF}$3`);
    }
    out.file(entry.name, data, { date: FIXED_TIME, createFolders: false });
  }
  return out.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'UNIX',
  });
}
