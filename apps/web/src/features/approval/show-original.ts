import { toastWarning } from '../../components/toast';
import { approvalApi } from './approval.api';

/** Opens the original in a new tab: the tab opens at the click (no popup blocker), its address once the signed link is known. */
export async function showOriginal(dtId: string) {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await approvalApi.getFileUrl(dtId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (e) {
    tab?.close();
    toastWarning(e instanceof Error ? e.message : 'We are unable to find this document.');
  }
}
