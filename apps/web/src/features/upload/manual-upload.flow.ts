import { MSG } from '@paperbridge/contracts';
import { followDocProgress } from './doc-progress.stream';
import { uploadApi, type UploadApi } from './upload.api';
import { processingStart } from './upload-item.rules';
import { uploadQueue } from './upload-queue.store';

export interface UploadOutcome {
  /** documents now in the pipeline */
  processing: number;
  /** files refused or failed, each with its reason in the status modal */
  problems: { fileName: string; message: string }[];
}

const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.genericFailure);

/**
 * Spec 002 §4 "Manual upload": storage folder (GetS3Details), the files one by one (UploadFile,
 * with the 'Uploading X of Y' counter), the doc intents (CreateDocIntent), then ProcessDocIntent
 * for each intent with status 1; the processing panel then follows the documents' real stages.
 * Every file ends with a status (processing, refused, failed): none disappears without a reason.
 */
export async function runManualUpload(
  configId: string,
  files: readonly File[],
  api: UploadApi = uploadApi,
  follow = followDocProgress,
): Promise<UploadOutcome> {
  const ids = uploadQueue.startBatch(files.map((f) => f.name));
  const problems: UploadOutcome['problems'] = [];
  const fail = (i: number, message: string, phase: 'failed' | 'refused' = 'failed') => {
    uploadQueue.update(ids[i]!, { phase, message, progress: 0 });
    problems.push({ fileName: files[i]!.name, message });
  };

  let path: string;
  try {
    path = (await api.getS3Details(configId)).path;
  } catch (e) {
    files.forEach((_, i) => fail(i, reason(e)));
    return { processing: 0, problems };
  }

  const uploaded: { index: number; fileName: string; key: string }[] = [];
  try {
    for (const [i, file] of files.entries()) {
      uploadQueue.setUploading(i + 1, files.length);
      uploadQueue.update(ids[i]!, { phase: 'uploading' });
      try {
        const up = await api.uploadFile(path, file);
        uploadQueue.update(ids[i]!, { phase: 'uploaded' });
        uploaded.push({ index: i, fileName: up.fileName, key: up.key });
      } catch (e) {
        fail(i, reason(e));
      }
    }
  } finally {
    uploadQueue.hideUploading();
  }
  if (!uploaded.length) return { processing: 0, problems };

  let intents;
  try {
    intents = await api.createDocIntent({
      appFiles: uploaded.map((u) => ({ fileName: u.fileName, key: u.key })),
      configId,
      webRequest: true,
    });
  } catch (e) {
    uploaded.forEach((u) => fail(u.index, reason(e)));
    return { processing: 0, problems };
  }

  // the server answers one intent per file, in the order sent
  const started: string[] = [];
  for (const [k, u] of uploaded.entries()) {
    const intent = intents[k];
    if (!intent || intent.status !== 1 || !intent.msId) {
      fail(u.index, intent?.message ?? MSG.genericFailure, 'refused');
      continue;
    }
    try {
      const { dtId, state } = await api.processDocIntent(intent.msId);
      uploadQueue.update(ids[u.index]!, (item) => processingStart(item, dtId, state));
      started.push(dtId);
    } catch (e) {
      fail(u.index, reason(e));
    }
  }
  if (started.length) watch(started, follow);
  return { processing: started.length, problems };
}

/** Opens the floating panel and follows these documents until they settle or the panel is closed. */
function watch(dtIds: string[], follow: typeof followDocProgress) {
  const controller = new AbortController();
  const remove = uploadQueue.addStopper(() => controller.abort());
  uploadQueue.openPanel();
  const settled = () =>
    uploadQueue
      .get()
      .items.filter((i) => i.dtId && dtIds.includes(i.dtId))
      .every((i) => i.phase === 'done' || i.phase === 'failed');
  void follow(dtIds, {
    onProgress: (events) => uploadQueue.progress(events),
    settled,
    onGiveUp: (message) => uploadQueue.noteUnsettled(message, dtIds),
    signal: controller.signal,
  }).finally(remove);
}
