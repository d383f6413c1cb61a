import { inflateRawSync } from 'node:zlib';
import { SPREADSHEET_MSG } from '@paperbridge/contracts';
import { invalidField } from '../../lib/errors/domain-error.ts';

/** Limits of a reviewed spreadsheet once unzipped: a document's data is a few hundred kB at most. */
export const XLSX_LIMITS = { maxEntries: 500, maxUnzippedBytes: 40 * 1024 * 1024 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const refuse = (message: string) => invalidField('file', message);

function endOfCentralDirectory(buf: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65535
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--)
    if (buf.readUInt32LE(i) === EOCD) return i;
  throw refuse(SPREADSHEET_MSG.corrupt);
}

/**
 * Checks an uploaded xlsx before exceljs opens it, since exceljs unzips whole entries into memory:
 * a zip (magic bytes), not encrypted, not ZIP64, only stored or deflated entries, at most
 * `maxEntries`, and, counted while each entry is really inflated (declared sizes can lie), at most
 * `maxUnzippedBytes` in all. A zip bomb stops at the limit instead of filling the memory. Also
 * checks it is a workbook ([Content_Types].xml and xl/workbook.xml). Throws a 400 naming `file`.
 */
export function checkXlsxZip(buf: Buffer, limits = XLSX_LIMITS): void {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) throw refuse(SPREADSHEET_MSG.notXlsx);
  const end = endOfCentralDirectory(buf);
  const entries = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  if (entries === 0xffff || at === 0xffffffff) throw refuse(SPREADSHEET_MSG.tooBig);
  if (entries > limits.maxEntries) throw refuse(SPREADSHEET_MSG.tooBig);
  let budget = limits.maxUnzippedBytes;
  const names = new Set<string>();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw refuse(SPREADSHEET_MSG.corrupt);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const declared = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (flags & 1) throw refuse(SPREADSHEET_MSG.notXlsx);
    if (compressed === 0xffffffff || declared === 0xffffffff || local === 0xffffffff)
      throw refuse(SPREADSHEET_MSG.tooBig);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw refuse(SPREADSHEET_MSG.corrupt);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw refuse(SPREADSHEET_MSG.corrupt);
    const data = buf.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = compressed;
    else if (method === 8) {
      try {
        // maxOutputLength makes zlib stop (RangeError) at what is left of the budget
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (e) {
        throw refuse(
          e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
            ? SPREADSHEET_MSG.tooBig
            : SPREADSHEET_MSG.corrupt,
        );
      }
    } else throw refuse(SPREADSHEET_MSG.notXlsx);
    budget -= size;
    if (budget < 0) throw refuse(SPREADSHEET_MSG.tooBig);
    names.add(name);
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw refuse(SPREADSHEET_MSG.notXlsx);
}
