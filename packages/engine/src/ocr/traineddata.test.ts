import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fastEngTraineddata, tarEntry } from './traineddata.ts';

function tarOf(files: Record<string, string>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [name, body] of Object.entries(files)) {
    const header = new Uint8Array(512);
    header.set(Buffer.from(name), 0);
    header.set(Buffer.from(body.length.toString(8).padStart(11, '0') + '\0'), 124);
    header[156] = '0'.charCodeAt(0);
    const data = new Uint8Array(Math.ceil(body.length / 512) * 512);
    data.set(Buffer.from(body));
    blocks.push(header, data);
  }
  blocks.push(new Uint8Array(1024));
  return Buffer.concat(blocks);
}

test('tarEntry finds a file by path and skips the others', () => {
  const tar = tarOf({ 'a/one.txt': 'x'.repeat(700), 'a/two.txt': 'hello' });
  assert.equal(Buffer.from(tarEntry(tar, 'a/two.txt')!).toString(), 'hello');
  assert.equal(tarEntry(tar, 'a/three.txt'), undefined);
});

test('the fast English model is read from the npm package and checked', () => {
  const data = fastEngTraineddata();
  assert.equal(data.length, 4_113_088);
  // A traineddata file starts with its entry count (24 in Tesseract 4/5).
  assert.equal(Buffer.from(data).readInt32LE(0), 24);
  assert.equal(fastEngTraineddata(), data, 'read once per process');
});
