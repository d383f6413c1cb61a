import { uploadDocumentsByApi } from './upload-documents.ts';

/** One file sent as the manual upload screen sends it (uploadDocumentsByApi); answers the document's dtId. */
export async function uploadDocumentByApi(
  baseUrl: string,
  token: string,
  configId: string,
  file: string,
): Promise<string> {
  const [dtId] = await uploadDocumentsByApi(baseUrl, token, configId, [file]);
  if (!dtId) throw new Error(`no document was made of ${file}`);
  return dtId;
}
