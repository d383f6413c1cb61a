import { DOCUMENT_CALLS } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

/**
 * GetDocWords (beyond the spec): one page's words as the engine read them. Quiet and silent: the
 * words are an aid; without them the page simply offers none (no toast, no global loader).
 */
export const getDocWords = (docId: string, page: number) =>
  callApi(DOCUMENT_CALLS.getDocWords, { query: { docId, page } }, { quiet: true, silent: true });
