import { describe, expect, it } from 'vitest';
import { isSampleFile, SAMPLE_ACCEPT } from './sample-file';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isSampleFile', () => {
  it('takes PDFs and JPG/PNG/TIFF photos, by type or by name', () => {
    expect(isSampleFile(file('invoice.pdf', 'application/pdf'))).toBe(true);
    expect(isSampleFile(file('IMG_0044.JPG', ''))).toBe(true);
    expect(isSampleFile(file('photo', 'image/jpeg'))).toBe(true);
    expect(isSampleFile(file('scan.tif', ''))).toBe(true);
    expect(isSampleFile(file('receipt.png', 'image/png'))).toBe(true);
  });
  it('refuses other files', () => {
    expect(
      isSampleFile(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBe(false);
    expect(isSampleFile(file('photo.heic', 'image/heic'))).toBe(false);
  });
  it('offers the same types in the picker', () => {
    for (const t of ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']) expect(SAMPLE_ACCEPT).toContain(t);
  });
});
