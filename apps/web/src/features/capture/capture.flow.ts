import { MSG } from '@paperbridge/contracts';
import { captureApi, type CaptureApi } from './capture.api';

/** A file name a phone's camera does not give ('image.jpg' at best): the moment it was taken. */
export function photoFileName(file: File, now = new Date()): string {
  const ext =
    /\.(jpe?g|png|tiff?|heic)$/i.exec(file.name)?.[0]?.toLowerCase() ?? (file.type === 'image/png' ? '.png' : '.jpg');
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return /^image\.\w+$/i.test(file.name) || !file.name ? `photo-${stamp}${ext}` : file.name;
}

/**
 * One photo from the phone into the pipeline: batch folder, upload, doc intent (the mobile
 * source), then processing. Answers the document's id; throws with the server's reason (a
 * refused intent's message included) so the page can show it beside the photo.
 */
export async function sendCapture(configId: string, file: File, api: CaptureApi = captureApi): Promise<string> {
  const { path } = await api.getS3Details(configId);
  const named = file.name === photoFileName(file) ? file : new File([file], photoFileName(file), { type: file.type });
  const up = await api.uploadFile(path, named);
  const [intent] = await api.createDocIntent(configId, { fileName: up.fileName, key: up.key });
  if (!intent || intent.status !== 1 || !intent.msId) throw new Error(intent?.message || MSG.genericFailure);
  return (await api.processDocIntent(intent.msId)).dtId;
}
