import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { isEngineError } from '../errors/engine-error.ts';
import { loadImageFile } from './load-image-file.ts';

const solid = (background: string, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

test('a PNG becomes one raw RGB page', async () => {
  const [page, ...rest] = await loadImageFile(await solid('#ff0000', 'png'));
  assert.equal(rest.length, 0);
  assert.deepEqual([page!.width, page!.height, page!.channels], [40, 30, 3]);
  assert.equal(page!.data.length, 40 * 30 * 3);
  assert.ok(page!.data[0]! > 250 && page!.data[2]! < 5);
});

test('a multi-page TIFF becomes one page per TIFF page', async () => {
  const tiff = await sharp([await solid('#ff0000', 'png'), await solid('#0000ff', 'png')], { join: { animated: true } })
    .tiff()
    .toBuffer();
  const pages = await loadImageFile(tiff);
  assert.equal(pages.length, 2);
  assert.ok(pages[0]!.data[0]! > 250 && pages[1]!.data[2]! > 250);
});

test('EXIF orientation is applied', async () => {
  // Stored 40x30 with "rotate 90 clockwise to display": displayed 30x40.
  const jpeg = await sharp(await solid('#808080', 'jpeg'))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const [page] = await loadImageFile(jpeg);
  assert.deepEqual([page!.width, page!.height], [30, 40]);
});

test('bytes that are not an image give a typed error', async () => {
  await assert.rejects(
    loadImageFile(new TextEncoder().encode('%PDF-1.4 not an image')),
    (e: unknown) => isEngineError(e) && e.code === 'corrupt',
  );
});
