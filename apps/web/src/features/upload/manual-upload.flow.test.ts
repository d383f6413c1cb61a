import type { DocIntent, UploadedFile } from '@paperbridge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import { runManualUpload } from './manual-upload.flow';
import type { UploadApi } from './upload.api';
import { uploadQueue } from './upload-queue.store';

const file = (name: string) => new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });

/** A stand-in for the five calls, recording their order (the server side has its own tests). */
function fakeApi(
  o: { uploadFails?: string; intents?: (files: { fileName: string; key: string }[]) => DocIntent[] } = {},
) {
  const calls: string[] = [];
  const counters: string[] = [];
  const api: UploadApi = {
    pdfPageCount: async () => 1,
    getS3Details: async (configId) => {
      calls.push(`GetS3Details ${configId}`);
      return { bucketName: 'local', path: 'uploads/batch-1' };
    },
    uploadFile: async (path, f) => {
      const u = uploadQueue.get().uploading;
      counters.push(`Uploading ${u.fileCount} of ${u.totalFileCount}`);
      calls.push(`UploadFile ${path} ${f.name}`);
      if (f.name === o.uploadFails) throw new ApiError(400, 'The document could not be read.');
      return {
        fileName: f.name,
        key: `${path}/${f.name}`,
        size: f.size,
        sha256: 'x',
        pageCount: 1,
        contentType: 'application/pdf',
      } satisfies UploadedFile;
    },
    createDocIntent: async (body) => {
      calls.push(`CreateDocIntent ${body.appFiles.map((a) => a.fileName).join(',')}`);
      return o.intents
        ? o.intents(body.appFiles)
        : body.appFiles.map((a, i) => ({
            fileName: a.fileName,
            status: 1 as const,
            msId: `dt-${i}`,
            message: 'Ready to process.',
          }));
    },
    processDocIntent: async (msId) => {
      calls.push(`ProcessDocIntent ${msId}`);
      return { dtId: msId, state: 'queued' as const };
    },
  };
  return { api, calls, counters };
}
const noFollow = async () => {};

afterEach(() => uploadQueue.reset());

describe('manual upload flow (spec 002 §4)', () => {
  it('GetS3Details, UploadFile one by one with the counter, CreateDocIntent, ProcessDocIntent for each accepted intent', async () => {
    const { api, calls, counters } = fakeApi();
    const outcome = await runManualUpload('cn-1', [file('coolblue1.pdf'), file('coolblue2.pdf')], api, noFollow);
    expect(calls).toEqual([
      'GetS3Details cn-1',
      'UploadFile uploads/batch-1 coolblue1.pdf',
      'UploadFile uploads/batch-1 coolblue2.pdf',
      'CreateDocIntent coolblue1.pdf,coolblue2.pdf',
      'ProcessDocIntent dt-0',
      'ProcessDocIntent dt-1',
    ]);
    expect(counters).toEqual(['Uploading 1 of 2', 'Uploading 2 of 2']);
    expect(outcome).toEqual({ processing: 2, problems: [] });
    const s = uploadQueue.get();
    expect(s.uploading.show).toBe(false);
    expect(s.panelOpen).toBe(true);
    expect(s.items.map((i) => [i.fileName, i.phase, i.dtId, i.progress])).toEqual([
      ['coolblue1.pdf', 'processing', 'dt-0', 10],
      ['coolblue2.pdf', 'processing', 'dt-1', 10],
    ]);
  });

  it('a file the server refuses keeps its reason; the others go on', async () => {
    const { api, calls } = fakeApi({
      uploadFails: 'broken.pdf',
      intents: (files) =>
        files.map((f, i) =>
          f.fileName === 'again.pdf'
            ? {
                fileName: f.fileName,
                status: 0,
                msId: null,
                message: 'This document was already uploaded for this mapping on 2026-01-02.',
              }
            : { fileName: f.fileName, status: 1, msId: `dt-${i}`, message: '' },
        ),
    });
    const outcome = await runManualUpload(
      'cn-1',
      [file('broken.pdf'), file('again.pdf'), file('new.pdf')],
      api,
      noFollow,
    );
    expect(calls.filter((c) => c.startsWith('ProcessDocIntent'))).toEqual(['ProcessDocIntent dt-1']);
    expect(outcome.processing).toBe(1);
    expect(outcome.problems).toEqual([
      { fileName: 'broken.pdf', message: 'The document could not be read.' },
      { fileName: 'again.pdf', message: 'This document was already uploaded for this mapping on 2026-01-02.' },
    ]);
    expect(uploadQueue.get().items.map((i) => i.phase)).toEqual(['failed', 'refused', 'processing']);
  });

  it('a mapping the server refuses (GetS3Details) fails every file with its message and uploads nothing', async () => {
    const { api, calls } = fakeApi();
    api.getS3Details = async () => {
      throw new ApiError(
        400,
        'Manual upload is not selected as a preferred method to upload your documents. Please edit your mapping by clicking here.',
      );
    };
    const outcome = await runManualUpload('cn-1', [file('a.pdf')], api, noFollow);
    expect(calls).toEqual([]);
    expect(outcome.problems[0]!.message).toMatch(/^Manual upload is not selected/);
    expect(uploadQueue.get().panelOpen).toBe(false);
  });
});
