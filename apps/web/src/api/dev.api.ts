import { DEV_CALLS } from '@paperbridge/contracts';
import { callApi } from './call-api';

export const devApi = {
  outbox: () => callApi(DEV_CALLS.listOutbox, {}, { silent: true }),
};
