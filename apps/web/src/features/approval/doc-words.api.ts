import { docWordsSchema } from '@paperbridge/contracts';
import { apiGet } from '../../api/api-client';

/**
 * GetDocWords (beyond the spec): one page's words as the engine read them. Quiet and silent: the
 * words are an aid; without them the page simply offers none (no toast, no global loader).
 */
export const getDocWords = async (docId: string, page: number) => docWordsSchema.parse(await apiGet('/api/Admin/Map/GetDocWords', { query: { docId, page }, quiet: true, silent: true }));
