import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks; skips blank lines', () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","multi\nline"\n\n1,2,3');
    assert.deepEqual(rows, [
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'multi\nline'] },
      { line: 5, cells: ['1', '2', '3'] },
    ]);
  });
  it('accepts ; as the separator when the first line has no comma', () => {
    assert.deepEqual(
      parseCsv('a;b;c\n1;2;3').map((r) => r.cells),
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    );
  });
});

describe('parseCsv: malformed input', () => {
  it('refuses an unclosed quote with the line it starts on, instead of swallowing the rest of the file', () => {
    assert.throws(
      () => parseCsv('a,b,c\n1,2,3\n"open,4,5\n6,7,8'),
      (e: Error & { kind?: string }) => /not valid CSV near line \d/.test(e.message),
    );
  });
  it('keeps rows of different lengths', () => {
    assert.deepEqual(
      parseCsv('a,b,c\n1,2\n3,4,5,6').map((r) => r.cells),
      [
        ['a', 'b', 'c'],
        ['1', '2'],
        ['3', '4', '5', '6'],
      ],
    );
  });
});
