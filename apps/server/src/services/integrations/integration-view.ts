import type { Integration } from '@paperbridge/contracts';
import { listIntegrationServices } from './list-integration-services.ts';
import { ACCOUNTING_ADAPTERS } from '../../domain/integrations/accounting-adapters.ts';
import type { ConnectionRow } from '../../domain/integrations/fresh-access-token.ts';

/** shown instead of the saved client secret, which never leaves the server */
export const SECRET_MASK = '********';

/**
 * An integration as the client sees it: the client id with the secret masked, the chosen customer,
 * account and tax type, the mapping and service (spec 002 §3 Integration), plus the connection's
 * state so a revoked grant is shown.
 */
export async function integrationView(
  row: ConnectionRow,
  mapping: { name: string },
  supplier: string,
): Promise<Integration> {
  const logos = await listIntegrationServices();
  return {
    scId: row.id,
    accountId: row.clientId,
    password: SECRET_MASK,
    contectRef: row.contactRef ?? '',
    invoiceType: row.accountCode ?? '',
    taxType: row.taxType ?? '',
    serviceCode: row.serviceCode,
    serviceName: ACCOUNTING_ADAPTERS[row.serviceCode].name,
    configurationName: mapping.name,
    logo: logos.find((l) => l.code === row.serviceCode)?.logo ?? '',
    supplier,
    status: row.status,
    organisation: row.tenantName ?? '',
    organisationId: row.tenantId ?? '',
    lastError: row.lastError,
    paymentAccount: row.paymentAccountId ?? '',
  };
}
