import { MSG } from '@paperbridge/contracts';
import { toastWarning } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';

/**
 * Mapped Document Name link: GetFileUrlByCnId, then the file opens in a new tab. A tab is opened at
 * once (so the click is not taken for a pop-up) and closed again when the call fails; a non-200
 * answer's message is shown as a warning by the API client.
 */
export async function openMappedDocument(cnId: string) {
  const win = window.open('about:blank', '_blank');
  try {
    const result = await mappingsApi.getFileUrlByCnId(cnId);
    if (!result?.fileURL || result.isError) {
      win?.close();
      toastWarning(result?.errorMessage || result?.message || MSG.genericFailure);
      return;
    }
    if (win) win.location.href = result.fileURL;
    else window.open(result.fileURL, '_blank', 'noopener');
  } catch {
    win?.close();
  }
}
