import type { FirstSteps, Notification } from '@paperbridge/contracts';
import { apiGet } from './api-client';

export const dashboardApi = {
  getNotification: () => apiGet<Notification[]>('/api/Admin/Dashboard/GetNotification', { silent: true }),
  getFirstSteps: () => apiGet<FirstSteps>('/api/Admin/Dashboard/GetFirstSteps', { silent: true }),
};
