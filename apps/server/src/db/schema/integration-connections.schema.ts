import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.schema.ts';
import { companies } from './companies.schema.ts';
import { mappings } from './mappings.schema.ts';

export type IntegrationServiceCode = 'XERO' | 'QUICKBOOK';
/** setup: credentials saved, not authorised yet; connected: tokens held; disconnected: the grant was revoked or refused */
export type IntegrationConnectionStatus = 'setup' | 'connected' | 'disconnected';

/**
 * A mapping's accounting integration (spec 002 §3 Integration: scId = id, accountId = clientId,
 * password = the sealed client secret, contectRef, taxType, invoiceType = the account code). The
 * company registers its own Xero / Intuit app, so the OAuth client is per row. Every secret column
 * holds a secret-box string bound to this row and its use (services/integrations/integration-secrets.ts).
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mappingId: uuid('mapping_id')
      .notNull()
      .references(() => mappings.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').$type<IntegrationServiceCode>().notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').$type<IntegrationConnectionStatus>().notNull().default('setup'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** Xero: the organisation's tenantId (GET /connections); QuickBooks: the realmId of the callback */
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    /** the default contact (Xero ContactID) or vendor (QuickBooks Vendor Id) a bill goes to */
    contactRef: text('contact_ref'),
    taxType: text('tax_type'),
    /** Xero AccountCode / QuickBooks expense Account Id of the bill's lines */
    accountCode: text('account_code'),
    /** an Expense Receipt mapping's paying account (Xero AccountID, QuickBooks Account Id); null: the payment method decides */
    paymentAccountId: text('payment_account_id'),
    /** the OAuth state's nonce while an authorisation is under way: the callback must present it once */
    stateNonce: text('state_nonce'),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_connections_mapping_service_unique').on(t.mappingId, t.serviceCode),
    index('integration_connections_company_idx').on(t.companyId),
  ],
);

/**
 * The partner grid (spec 002 §2, §7 SetIntegrationService {email, integrationlist}): the accounting
 * packages a client (supplier) is marked as using, whether or not a mapping is connected yet.
 */
export const clientIntegrationPartners = pgTable(
  'client_integration_partners',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').$type<IntegrationServiceCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.serviceCode] }),
    index('client_integration_partners_company_idx').on(t.companyId),
  ],
);
