import { z } from 'zod';
import { LIMITS } from './text-limits.ts';
import { MSG } from './validation-messages.ts';

/** Integration partner (spec 002 §3): code, name, logo (base64 PNG), text. */
export const integrationPartnerSchema = z.object({
  code: z.enum(['XERO', 'QUICKBOOK']),
  name: z.string(),
  logo: z.string(),
  text: z.string(),
});
export type IntegrationPartner = z.infer<typeof integrationPartnerSchema>;
/** GetIntegrationServiceByUser: every partner, `checked` where the client's mappings use it. */
export const integrationPartnerChoiceSchema = integrationPartnerSchema.extend({ checked: z.boolean() });
export type IntegrationPartnerChoice = z.infer<typeof integrationPartnerChoiceSchema>;
/** GetConfigByEmail: a client's mappings that have an accounting integration. */
export const integrationMappingSchema = z.object({
  cnId: z.string(),
  configName: z.string(),
  integrationType: z.string(),
  /** issue 26: the mapping's document type ('Expense Receipt' goes as a paid expense, not a bill) */
  docType: z.string().optional(),
});
export type IntegrationMapping = z.infer<typeof integrationMappingSchema>;

export const serviceCodeSchema = z.enum(['XERO', 'QUICKBOOK']);

/** The OAuth client id and secret the user pastes (issue 14 point 10: every text input has a maximum). */
export const integrationClientIdSchema = z
  .string()
  .trim()
  .min(1, 'client Id is required')
  .max(LIMITS.oauthClientId, MSG.maxLength('client Id', LIMITS.oauthClientId));
export const integrationSecretSchema = z
  .string()
  .max(LIMITS.oauthSecret, MSG.maxLength('client secret', LIMITS.oauthSecret))
  .default('');

/** Spec 002 §7: GetAccountingCustomers, GetTaxType, GetXeroAuthUrl, GetQuickBookAuthUrl {email, accountId, password, serviceCode, configName}. */
export const accountingCredentialsSchema = z.object({
  /** the client's (supplier's) e-mail: with configName it names the mapping */
  email: z.string().trim().min(1),
  accountId: integrationClientIdSchema,
  /** the OAuth client secret; empty keeps the one saved before for the same client id */
  password: integrationSecretSchema,
  serviceCode: serviceCodeSchema,
  configName: z.string().trim().min(1),
});
export type AccountingCredentials = z.infer<typeof accountingCredentialsSchema>;

/** Beyond the spec: GetOrganisations {email, configName, serviceCode} lists the organisations a grant reaches. */
export const organisationsQuerySchema = accountingCredentialsSchema.pick({
  email: true,
  serviceCode: true,
  configName: true,
});
/** Beyond the spec: SetOrganisation sends this mapping's bills to another organisation of the same grant. */
export const setOrganisationSchema = organisationsQuerySchema.extend({
  tenantId: z.string().trim().min(1, 'Choose an organisation').max(100),
});
export type SetOrganisation = z.infer<typeof setOrganisationSchema>;

/**
 * SetXeroDetails and SetQuickBookDetail: the credentials with the chosen customer and account type (both
 * required) and tax type (spec 002 §5, §7).
 */
export const setAccountingDetailsSchema = z.object({
  email: z.string().trim().min(1),
  accountId: integrationClientIdSchema,
  password: integrationSecretSchema,
  serviceCode: serviceCodeSchema,
  contectRef: z.string().trim().min(1, 'Customer is required'),
  taxType: z.string().trim().default(''),
  invoiceType: z.string().trim().min(1, 'Account type is required'),
  configurationName: z.string().trim().min(1),
  /**
   * Beyond the spec: the bank or credit card account an Expense Receipt mapping's receipts are paid from (Xero
   * AccountID, QuickBooks Account Id); empty: the receipt's payment method decides (a card payment from the first
   * credit card account, anything else from the first bank account). Absent on an invoice mapping.
   */
  paymentAccount: z.string().trim().max(100).default(''),
});
export type SetAccountingDetails = z.infer<typeof setAccountingDetailsSchema>;

/**
 * GetXeroCallBack and GetQuickBookCallBack: what the provider's redirect brings back; realmId only from
 * QuickBooks (spec 002 §4, §7).
 */
export const accountingCallbackSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
  realmId: z.string().optional(),
});

/** Accounting type option / customer / tax type (spec 002 §3: code, value). */
export const accountingOptionSchema = z.object({ code: z.string(), value: z.string() });
export type AccountingOption = z.infer<typeof accountingOptionSchema>;

/** Integration (spec 002 §3); password is never sent back (a mask when one is saved). status and lastError are beyond the spec: a revoked grant shown to the user. */
export const integrationSchema = z.object({
  scId: z.string(),
  accountId: z.string(),
  password: z.string(),
  contectRef: z.string(),
  invoiceType: z.string(),
  taxType: z.string(),
  serviceCode: serviceCodeSchema,
  serviceName: z.string(),
  configurationName: z.string(),
  logo: z.string(),
  supplier: z.string(),
  status: z.enum(['setup', 'connected', 'disconnected']),
  organisation: z.string(),
  /** beyond the spec: the organisation's id (Xero tenantId, QuickBooks realmId), '' before Connect */
  organisationId: z.string(),
  lastError: z.string().nullable(),
  /** beyond the spec: the account receipts are paid from, '' when the payment method decides */
  paymentAccount: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const INTEGRATION_MSG = {
  xeroConfigured: 'XERO has been successfully configured.',
  quickBooksConfigured: 'QuickBooks has been successfully configured.',
  saved: 'Data has been saved successfully.',
  failed: 'Error occurred while integrating with Xero or QuickBooks.',
  notConfigured: "Third-Party integration haven't been configured for this client.",
  mappingNotFound: 'Mapping not found for the selected client.',
  invalidCredentials: 'Invalid clientId or Client secret',
  clientIdRequired: 'client Id is required',
  clientSecretRequired: 'client secret is required',
  customerRequired: 'Customer is required',
  accountTypeRequired: 'Account type is required',
  /** beyond the spec: the callback's state is forged, used, expired or another company's */
  badState: 'This authorisation link has expired or was already used. Press Connect again.',
  notConnected: 'Press Connect and authorise the app first.',
  /** beyond the spec: a receipt mapping's paying account that the organisation does not have (any more) */
  paymentAccountUnknown: 'Choose one of the organisation’s bank or credit card accounts.',
} as const;

/** GET query strings of the Accounting calls (spec 002 §7 spells them Email, ConfigName, Scid). */
export const integrationEmailQuerySchema = z.object({ Email: z.string().trim().min(1) });
export const userIntegrationQuerySchema = z.object({
  Email: z.string().trim().min(1),
  ConfigName: z.string().trim().min(1),
});
export const integrationIdQuerySchema = z.object({ Scid: z.uuid() });
/** GetAccountingtypes: the spec sends no parameters; with a connected mapping named, its organisation's expense accounts */
export const accountingTypesQuerySchema = z.object({
  Email: z.string().trim().optional(),
  ConfigName: z.string().trim().optional(),
  ServiceCode: serviceCodeSchema.optional(),
});

/** Spec 002 §7: the partner grid's save, POST SetIntegrationService {email, integrationlist}; each entry a partner tile with its checkbox. */
export const setIntegrationServiceSchema = z.object({
  email: z.string().trim().min(1),
  integrationlist: z.array(z.object({ code: serviceCodeSchema, checked: z.boolean() }).loose()).max(10),
});
export type SetIntegrationService = z.infer<typeof setIntegrationServiceSchema>;
