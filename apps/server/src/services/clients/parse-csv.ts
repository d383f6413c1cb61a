import { CsvError, parse } from 'csv-parse/sync';
import { ruleError } from '../mappings/rule-error.ts';

/** Shown when the file is not CSV a spreadsheet program would read (an unclosed quote, a quote inside a bare field). */
export const CSV_MALFORMED = (line: number, reason: string) =>
  `The file is not valid CSV near line ${line}: ${reason}.`;

/**
 * RFC 4180 CSV through csv-parse: quoted fields (with "" escapes and line breaks inside), CRLF or LF,
 * a leading byte order mark dropped, rows of different lengths kept as they are; `;` accepted as the
 * separator when the first line has no comma (what spreadsheet programs write in comma-decimal locales).
 * Answers the records with their 1-based starting line (what a user finds in an editor); blank
 * records are skipped. Malformed CSV is a rule error naming the line, never a silent guess.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    // csv-parse's types do not model `info` + `raw` records.
    records = parse(src, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      info: true,
      raw: true,
    }) as unknown as typeof records;
  } catch (e) {
    if (e instanceof CsvError)
      throw ruleError(
        'file',
        CSV_MALFORMED(
          Number((e as CsvError & { lines?: number }).lines ?? 1),
          e.message.replace(/^Invalid [^:]*: /, '').replace(/\.$/, ''),
        ),
      );
    throw e;
  }
  const out: { line: number; cells: string[] }[] = [];
  for (const { record, info, raw } of records) {
    if (!record.some((c) => c.trim() !== '')) continue;
    // info.lines is the record's last line; the raw text says how many line breaks it spans.
    const breaks = (raw.replace(/\r?\n$|\r$/, '').match(/\r\n|\n|\r/g) ?? []).length;
    out.push({ line: info.lines - breaks, cells: record });
  }
  return out;
}
