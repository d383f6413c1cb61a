import { ADMIN_CALLS, DASHBOARD_CALLS } from '@paperbridge/contracts';
import { callApi } from './call-api';

export const dashboardApi = {
  getNotification: () => callApi(ADMIN_CALLS.getNotification, {}, { silent: true }),
  getFirstSteps: () => callApi(DASHBOARD_CALLS.getFirstSteps, {}, { silent: true }),
};
