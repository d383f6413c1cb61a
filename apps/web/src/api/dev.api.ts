import type { OutboxMessage } from '@paperbridge/contracts';
import { apiGet } from './api-client';

export const devApi = {
  outbox: () => apiGet<OutboxMessage[]>('/api/Dev/Outbox', { silent: true }),
};
