import { describe, expect, it, vi } from 'vitest';
import type { DocumentProgress } from '@paperbridge/contracts';
import { photoFileName, sendCapture } from './capture.flow';
import type { CaptureApi } from './capture.api';
import { statusFromProgress } from './capture-status';

function fakeApi(intent: { status: number; msId: string | null; message: string }) {
  const calls: string[] = [];
  const api = {
    getMobileMappings: vi.fn(),
    getS3Details: vi.fn(async (id: string) => (calls.push(`s3:${id}`), { bucketName: 'local', path: 'uploads/x' })),
    uploadFile: vi.fn(
      async (path: string, f: File) => (
        calls.push(`upload:${path}:${f.name}`),
        { fileName: f.name, key: `${path}/k`, size: 1, sha256: 'h', pageCount: 1, contentType: 'image/jpeg' }
      ),
    ),
    createDocIntent: vi.fn(
      async (id: string, f: { fileName: string; key: string }) => (
        calls.push(`intent:${id}:${f.key}`),
        [{ fileName: f.fileName, ...intent }]
      ),
    ),
    processDocIntent: vi.fn(
      async (msId: string) => (calls.push(`process:${msId}`), { dtId: msId, state: 'queued' as const }),
    ),
    getDataForApproval: vi.fn(),
  };
  return { api: api as unknown as CaptureApi, calls };
}

describe('sendCapture', () => {
  it('runs the manual-upload calls in order, as the mobile source, and answers the document id', async () => {
    const { api, calls } = fakeApi({ status: 1, msId: 'd1', message: 'Ready to process.' });
    expect(await sendCapture('m1', new File(['x'], 'receipt.jpg', { type: 'image/jpeg' }), api)).toBe('d1');
    expect(calls).toEqual(['s3:m1', 'upload:uploads/x:receipt.jpg', 'intent:m1:uploads/x/k', 'process:d1']);
  });
  it("throws the server's reason when the intent is refused (a photo sent twice)", async () => {
    const { api, calls } = fakeApi({
      status: 0,
      msId: null,
      message: 'This document was already uploaded for this mapping on 2026-01-02.',
    });
    await expect(sendCapture('m1', new File(['x'], 'receipt.jpg'), api)).rejects.toThrow('already uploaded');
    expect(calls.some((c) => c.startsWith('process'))).toBe(false);
  });
});

describe('photoFileName', () => {
  it("names a camera's 'image.jpg' after the moment, keeps a real name", () => {
    const at = new Date('2026-03-05T10:20:30Z');
    expect(photoFileName(new File(['x'], 'image.jpg', { type: 'image/jpeg' }), at)).toBe('photo-20260305-102030.jpg');
    expect(photoFileName(new File(['x'], 'IMG_0044.JPG', { type: 'image/jpeg' }), at)).toBe('IMG_0044.JPG');
  });
});

describe('statusFromProgress', () => {
  const base: DocumentProgress = {
    dtId: 'd',
    fileName: 'f',
    source: 'mobile',
    state: 'extracting',
    step: 'extract',
    stepStatus: 'running',
    progress: 40,
    done: false,
    approvalStatus: null,
    message: null,
  };
  it('follows the running stage, then tells ready, review and failed apart', () => {
    expect(statusFromProgress(base)).toEqual({
      phase: 'processing',
      dtId: 'd',
      progress: 40,
      label: 'Reading the photo',
    });
    expect(statusFromProgress({ ...base, state: 'ready', done: true, progress: 100 })).toMatchObject({
      phase: 'done',
      outcome: 'ready',
    });
    expect(statusFromProgress({ ...base, state: 'awaiting_review', done: true })).toMatchObject({ outcome: 'review' });
    expect(statusFromProgress({ ...base, state: 'failed', done: true, message: 'Nothing readable' })).toMatchObject({
      outcome: 'failed',
      message: 'Nothing readable',
    });
  });
});
