import { UPLOAD_MSG } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  addCounted,
  cameraPhotoName,
  DUPLICATE_NAME_REASON,
  kindOf,
  planAdd,
  totalPages,
  type ListedFile,
  type PickedFile,
} from './file-list.rules';
import { canUpload } from './manual-upload.schema';

const pdf = (name: string): PickedFile => ({ name, type: 'application/pdf', size: 1000 });
const listed = (name: string, pages: number): ListedFile => ({ file: pdf(name), kind: 'pdf', pages });

describe('file list rules (spec 002 §5 Manual upload)', () => {
  it('takes PDFs and JPG/PNG/TIFF photos, by type or by extension when the browser gives none', () => {
    expect(kindOf(pdf('a.pdf'))).toBe('pdf');
    expect(kindOf({ name: 'scan.PDF', type: '', size: 1 })).toBe('pdf');
    expect(kindOf({ name: 'receipt.jpg', type: 'image/jpeg', size: 1 })).toBe('image');
    expect(kindOf({ name: 'receipt.tif', type: '', size: 1 })).toBe('image');
    expect(kindOf({ name: 'receipt.png', type: 'application/octet-stream', size: 1 })).toBe('image');
    expect(
      kindOf({
        name: 'notes.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 1,
      }),
    ).toBeNull();
    expect(kindOf({ name: 'fake.pdf', type: 'text/html', size: 1 })).toBeNull();
  });

  it('duplicate file names are dropped with a notice, against the list and within the selection', () => {
    const plan = planAdd(
      [listed('Coolblue1.pdf', 1)],
      [pdf('coolblue1.pdf'), pdf('b.pdf'), pdf('b.pdf'), { name: 'x.doc', type: 'application/msword', size: 1 }],
    );
    expect(plan.accepted.map((a) => a.file.name)).toEqual(['b.pdf']);
    expect(plan.dropped).toEqual([
      { name: 'coolblue1.pdf', reason: DUPLICATE_NAME_REASON },
      { name: 'b.pdf', reason: DUPLICATE_NAME_REASON },
      { name: 'x.doc', reason: UPLOAD_MSG.unsupportedType },
    ]);
    expect(plan.refused).toBeNull();
  });

  it('already selected plus new files must not exceed 10: the selection is refused as a whole', () => {
    const nine = Array.from({ length: 9 }, (_, i) => listed(`f${i}.pdf`, 1));
    expect(planAdd(nine, [pdf('a.pdf')]).refused).toBeNull();
    const two = planAdd(nine, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(two.refused).toBe(UPLOAD_MSG.tooManyFiles);
    expect(two.accepted).toEqual([]);
    // a duplicate does not count towards the limit
    expect(planAdd(nine, [pdf('f0.pdf'), pdf('a.pdf')]).refused).toBeNull();
  });

  it('total pages must not exceed 10: the counted selection is refused with the spec text and the list stays', () => {
    const current = [listed('a.pdf', 6)];
    expect(addCounted(current, [listed('b.pdf', 4)])).toEqual({
      files: [listed('a.pdf', 6), listed('b.pdf', 4)],
      refused: null,
    });
    const over = addCounted(current, [listed('b.pdf', 3), listed('c.pdf', 2)]);
    expect(over.refused).toBe('The uploaded number of documents should not contain more than ten pages at a time.');
    expect(over.files).toEqual(current);
    expect(totalPages([listed('a.pdf', 6), listed('b.pdf', 3)])).toBe(9);
  });

  it('Upload is disabled until a client, a mapping and at least one file are chosen (and within the limits)', () => {
    const files = [{ name: 'a.pdf', pages: 1 }];
    expect(canUpload({ clientEmail: 'c@x.example', configId: 'cn-1', files })).toBe(true);
    expect(canUpload({ clientEmail: null, configId: 'cn-1', files })).toBe(false);
    expect(canUpload({ clientEmail: 'c@x.example', configId: null, files })).toBe(false);
    expect(canUpload({ clientEmail: 'c@x.example', configId: 'cn-1', files: [] })).toBe(false);
    expect(canUpload({ clientEmail: 'c@x.example', configId: 'cn-1', files: [{ name: 'a.pdf', pages: 11 }] })).toBe(
      false,
    );
  });

  it('camera photos get unique names, so two captures called image.jpg are not duplicates', () => {
    const a = cameraPhotoName('image.jpg', new Date('2026-03-04T05:06:07.089Z'));
    const b = cameraPhotoName('image.jpg', new Date('2026-03-04T05:06:07.090Z'));
    expect(a).toBe('photo-20260304-050607-089.jpg');
    expect(a).not.toBe(b);
    expect(cameraPhotoName('IMG.HEIC', new Date(0))).toMatch(/\.heic$/);
  });
});
