import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sampleContentType, sampleFileType } from './sample-file-type.ts';
import { cleanSampleFileName, suffixedFileName } from './sample-file-name.ts';

test('a sample is typed by its bytes: PDF, JPEG, PNG, TIFF; anything else is null', () => {
  const head = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));
  assert.equal(sampleFileType(new TextEncoder().encode('%PDF-1.7\n'))?.ext, 'pdf');
  assert.deepEqual(sampleFileType(head('ffd8ffe000104a464946')), {
    type: 'jpeg',
    ext: 'jpg',
    contentType: 'image/jpeg',
  });
  assert.equal(sampleFileType(head('89504e470d0a1a0a0000'))?.contentType, 'image/png');
  assert.equal(sampleFileType(head('49492a0008000000'))?.ext, 'tiff');
  assert.equal(sampleFileType(new TextEncoder().encode('<html>receipt.jpg</html>')), null);
  assert.equal(sampleFileType(new Uint8Array()), null);
});

test("the stored key's extension gives the content type; older .pdf keys stay PDFs", () => {
  assert.equal(sampleContentType('samples/a.jpg'), 'image/jpeg');
  assert.equal(sampleContentType('samples/a.png'), 'image/png');
  assert.equal(sampleContentType('samples/a.tiff'), 'image/tiff');
  assert.equal(sampleContentType('samples/a.pdf'), 'application/pdf');
  assert.equal(sampleContentType('samples/a'), 'application/pdf');
});

test("the sample's name takes its real type's extension", () => {
  assert.equal(cleanSampleFileName('C:\\scans\\receipt 12.pdf', 'jpg'), 'receipt 12.jpg');
  assert.equal(cleanSampleFileName('IMG_0044.JPEG', 'jpg'), 'IMG_0044.jpg');
  assert.equal(cleanSampleFileName('invoice.pdf'), 'invoice.pdf');
  assert.equal(cleanSampleFileName('.png', 'png'), 'template.png');
  assert.match(suffixedFileName('receipt.jpg'), /^receipt_[0-9a-f]{6}\.jpg$/);
});
