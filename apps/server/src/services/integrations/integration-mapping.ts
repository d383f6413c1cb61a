import { and, eq } from 'drizzle-orm';
import { INTEGRATION_MSG } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, integrationConnections, mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { nameKeyOf } from '../mappings/config-name.ts';
import type { ServiceCode } from '../../domain/integrations/accounting-adapters.ts';
import type { ConnectionRow } from '../../domain/integrations/fresh-access-token.ts';

/**
 * The mapping an integration call names by its client's e-mail and the mapping's name (spec 002 §7
 * sends {email, configName}); another company's, or a name under another client, is not found.
 */
export async function findIntegrationMapping(db: Db, caller: CallerContext, email: string, configName: string) {
  const [row] = await db
    .select({ mapping: mappings, client: clients })
    .from(mappings)
    .innerJoin(clients, and(eq(clients.id, mappings.clientId), eq(clients.companyId, mappings.companyId)))
    .where(
      inCompany(
        mappings,
        caller,
        eq(mappings.nameKey, nameKeyOf(configName)),
        eq(clients.email, email.trim().toLowerCase()),
      ),
    );
  if (!row)
    throw notFound(INTEGRATION_MSG.mappingNotFound, [
      { field: 'configName', message: INTEGRATION_MSG.mappingNotFound },
    ]);
  return row;
}

export async function findConnection(
  db: Db,
  caller: CallerContext,
  mappingId: string,
  serviceCode: ServiceCode,
): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      inCompany(
        integrationConnections,
        caller,
        eq(integrationConnections.mappingId, mappingId),
        eq(integrationConnections.serviceCode, serviceCode),
      ),
    );
  return row ?? null;
}

/** The integration of {email, configName, serviceCode}, which must exist (Connect was pressed before). */
export async function requireConnection(
  db: Db,
  caller: CallerContext,
  email: string,
  configName: string,
  serviceCode: ServiceCode,
): Promise<ConnectionRow> {
  const { mapping } = await findIntegrationMapping(db, caller, email, configName);
  const row = await findConnection(db, caller, mapping.id, serviceCode);
  if (!row)
    throw notFound(INTEGRATION_MSG.notConfigured, [{ field: 'serviceCode', message: INTEGRATION_MSG.notConfigured }]);
  return row;
}
