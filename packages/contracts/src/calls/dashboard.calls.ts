import { z } from 'zod';
import {
  analyticsFilterSchema,
  analyticsGraphRowSchema,
  analyticsTableRequestSchema,
  analyticsTableResultSchema,
} from '../dashboard/analytics.contracts.ts';
import {
  cardDataSchema,
  dashboardConfigurationRowSchema,
  dashboardFilterSchema,
  dashboardIdQuerySchema,
  dashboardSupplierRowSchema,
  defaultDateRangeSchema,
  sendDocDataQuerySchema,
  sendDocDataResultSchema,
} from '../dashboard/dashboard-filter.contracts.ts';
import {
  dashboardDocRowSchema,
  dashboardListRequestSchema,
  dashboardListResultSchema,
} from '../dashboard/dashboard-list.contracts.ts';
import { firstStepsResultSchema } from '../dashboard/first-steps.contracts.ts';
import { idValueSchema } from '../mapping/doc-types.contracts.ts';
import { defineCall } from './define-call.ts';

const icr = { access: 'icr', module: 'dashboard' } as const;

/** The ICR dashboard and the DA and IG analytics tabs (server: http/dashboard/). */
export const DASHBOARD_CALLS = {
  data: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/Data',
    ...icr,
    input: dashboardListRequestSchema,
    result: dashboardListResultSchema,
  }),
  cardData: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/CardData',
    ...icr,
    input: dashboardFilterSchema,
    result: cardDataSchema,
  }),
  getConfigurations: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetConfigurations',
    ...icr,
    input: dashboardFilterSchema,
    result: z.array(dashboardConfigurationRowSchema),
  }),
  getSuppliers: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetSuppliers',
    ...icr,
    input: dashboardFilterSchema,
    result: z.array(dashboardSupplierRowSchema),
  }),
  getLatestDocs: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetLatestDocs',
    ...icr,
    input: dashboardFilterSchema,
    result: z.array(dashboardDocRowSchema),
  }),
  defaultDateRange: defineCall({
    method: 'GET',
    path: '/api/Admin/Dashboard/DefaultDateRange',
    ...icr,
    result: defaultDateRangeSchema,
  }),
  getDocType: defineCall({
    method: 'GET',
    path: '/api/Admin/Dashboard/GetDocType',
    access: 'admin',
    module: 'dashboard',
    result: z.array(idValueSchema),
  }),
  getFileUrlById: defineCall({
    method: 'GET',
    path: '/api/Admin/Dashboard/GetFileURLById',
    ...icr,
    query: dashboardIdQuerySchema,
    result: z.string(),
  }),
  sendDocData: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/SendDocData',
    ...icr,
    query: sendDocDataQuerySchema,
    result: sendDocDataResultSchema,
  }),
  getFirstSteps: defineCall({
    method: 'GET',
    path: '/api/Admin/Dashboard/GetFirstSteps',
    ...icr,
    result: firstStepsResultSchema,
  }),
  getDataAnalyticsGraph: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetDataAnalyticsGraph',
    access: 'da',
    module: 'dashboard',
    input: analyticsFilterSchema,
    result: z.array(analyticsGraphRowSchema),
  }),
  /** the 'h' is the spec's */
  getDataAnalyticshTableData: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetDataAnalyticshTableData',
    access: 'da',
    module: 'dashboard',
    input: analyticsTableRequestSchema,
    result: analyticsTableResultSchema,
  }),
  getInsightGraph: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetInsightGraph',
    access: 'ig',
    module: 'dashboard',
    input: analyticsFilterSchema,
    result: z.array(analyticsGraphRowSchema),
  }),
  getInsightTableData: defineCall({
    method: 'POST',
    path: '/api/Admin/Dashboard/GetInsightTableData',
    access: 'ig',
    module: 'dashboard',
    input: analyticsTableRequestSchema,
    result: analyticsTableResultSchema,
  }),
} as const;
