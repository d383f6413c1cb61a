import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseXml } from './xml-document.ts';
import { escapeXml, group, leaf, serializeXml } from './xml-writer.ts';

const readBack = (xml: string) => {
  const parsed = parseXml(new TextEncoder().encode(xml));
  if (!parsed.ok) return assert.fail(parsed.message);
  return parsed.doc.documentElement!;
};

test('markup characters are escaped in text and attributes', () => {
  assert.equal(escapeXml(`a & b < c > d "e" 'f'`, false), 'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  assert.equal(escapeXml('x&y', true), 'x&amp;y');
});

test('text and attributes read back exactly, line breaks and tabs included', () => {
  const value = `Tom & "Jerry" <Ltd>\r\nline\ttwo\r`;
  const root = readBack(serializeXml(group('Root', leaf('Name', value, { note: value }))!));
  const name = root.getElementsByTagName('Name')[0]!;
  assert.equal(name.textContent, value);
  assert.equal(name.getAttribute('note'), value);
});

test('characters XML cannot hold are dropped, so the document stays well-formed', () => {
  assert.equal(escapeXml('a\u0000b\u0001c\u001Fd\uFFFEe\uD800f', false), 'abcdef');
  assert.equal(escapeXml('emoji \uD83D\uDE00 stays', false), 'emoji \uD83D\uDE00 stays');
  const root = readBack(serializeXml(group('Root', leaf('Name', 'bell\u0007 and form feed\u000C'))!));
  assert.equal(root.getElementsByTagName('Name')[0]!.textContent, 'bell and form feed');
});

test('absent values build nothing: no empty elements', () => {
  assert.equal(leaf('A', undefined), undefined);
  assert.equal(group('B', leaf('A', undefined), undefined, false, []), undefined);
  assert.equal(
    serializeXml(group('Root', group('Empty', leaf('A', undefined)), leaf('Kept', '0'))!),
    '<?xml version="1.0" encoding="UTF-8"?>\n<Root>\n  <Kept>0</Kept>\n</Root>\n',
  );
});
