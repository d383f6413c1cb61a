import { z } from 'zod';
import {
  accountingCallbackSchema,
  accountingCredentialsSchema,
  accountingOptionSchema,
  accountingTypesQuerySchema,
  integrationEmailQuerySchema,
  integrationIdQuerySchema,
  integrationMappingSchema,
  integrationPartnerChoiceSchema,
  integrationPartnerSchema,
  integrationSchema,
  organisationsQuerySchema,
  setAccountingDetailsSchema,
  setIntegrationServiceSchema,
  setOrganisationSchema,
  userIntegrationQuerySchema,
} from '../integrations.contracts.ts';
import { defineCall } from './define-call.ts';

const icr = { access: 'icr', module: 'integrations' } as const;

/** Xero and QuickBooks: connecting, the options they offer, a mapping's integration (server: http/integrations/). */
export const INTEGRATION_CALLS = {
  getAllIntegrationServices: defineCall({
    method: 'GET',
    path: '/api/Admin/Accounting/GetAllIntegrationServices',
    access: 'admin',
    module: 'integrations',
    result: z.array(integrationPartnerSchema),
  }),
  getXeroAuthUrl: defineCall({ method: 'POST', path: '/api/Admin/Accounting/GetXeroAuthUrl', ...icr, input: accountingCredentialsSchema, result: z.string() }),
  getQuickBookAuthUrl: defineCall({ method: 'POST', path: '/api/Admin/Accounting/GetQuickBookAuthUrl', ...icr, input: accountingCredentialsSchema, result: z.string() }),
  getXeroCallBack: defineCall({ method: 'GET', path: '/api/Admin/Accounting/GetXeroCallBack', ...icr, query: accountingCallbackSchema, result: integrationSchema }),
  getQuickBookCallBack: defineCall({ method: 'GET', path: '/api/Admin/Accounting/GetQuickBookCallBack', ...icr, query: accountingCallbackSchema, result: integrationSchema }),
  getAccountingCustomers: defineCall({ method: 'POST', path: '/api/Admin/Accounting/GetAccountingCustomers', ...icr, input: accountingCredentialsSchema, result: z.array(accountingOptionSchema) }),
  getTaxType: defineCall({ method: 'POST', path: '/api/Admin/Accounting/GetTaxType', ...icr, input: accountingCredentialsSchema, result: z.array(accountingOptionSchema) }),
  getOrganisations: defineCall({ method: 'POST', path: '/api/Admin/Accounting/GetOrganisations', ...icr, input: organisationsQuerySchema, result: z.array(accountingOptionSchema) }),
  setOrganisation: defineCall({ method: 'POST', path: '/api/Admin/Accounting/SetOrganisation', ...icr, input: setOrganisationSchema, result: integrationSchema }),
  /** the spec's spelling */
  getAccountingtypes: defineCall({ method: 'GET', path: '/api/Admin/Accounting/GetAccountingtypes', ...icr, query: accountingTypesQuerySchema, result: z.array(accountingOptionSchema) }),
  setXeroDetails: defineCall({ method: 'POST', path: '/api/Admin/Accounting/SetXeroDetails', ...icr, input: setAccountingDetailsSchema, result: integrationSchema }),
  setQuickBookDetail: defineCall({ method: 'POST', path: '/api/Admin/Accounting/SetQuickBookDetail', ...icr, input: setAccountingDetailsSchema, result: integrationSchema }),
  setIntegrationService: defineCall({ method: 'POST', path: '/api/Admin/Accounting/SetIntegrationService', ...icr, input: setIntegrationServiceSchema, result: z.null() }),
  getIntegrationById: defineCall({ method: 'GET', path: '/api/Admin/Accounting/GetIntegrationById', ...icr, query: integrationIdQuerySchema, result: integrationSchema }),
  getUserIntegration: defineCall({ method: 'GET', path: '/api/Admin/Accounting/GetUserIntegration', ...icr, query: userIntegrationQuerySchema, result: z.array(integrationSchema) }),
  getIntegratedServicesByUser: defineCall({
    method: 'GET',
    path: '/api/Admin/Accounting/GetIntegratedServicesByUser',
    ...icr,
    query: integrationEmailQuerySchema,
    result: z.array(integrationSchema),
  }),
  getConfigByEmail: defineCall({
    method: 'GET',
    path: '/api/Admin/Accounting/GetConfigByEmail',
    ...icr,
    query: integrationEmailQuerySchema,
    result: z.array(integrationMappingSchema),
  }),
  getIntegrationServiceByUser: defineCall({
    method: 'GET',
    path: '/api/Admin/Accounting/GetIntegrationServiceByUser',
    ...icr,
    query: integrationEmailQuerySchema,
    result: z.array(integrationPartnerChoiceSchema),
  }),
} as const;
