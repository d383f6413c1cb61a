import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  DOC_TYPE_NAMES,
  INTEGRATION_MSG,
  type DocTypeId,
  type Integration,
  type IntegrationMapping,
  type IntegrationPartner,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clientIntegrationPartners, clients, integrationConnections, mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { findIntegrationMapping } from './integration-mapping.ts';
import { integrationView } from './integration-view.ts';
import { listIntegrationServices } from './list-integration-services.ts';

/** A company's integrations with their mapping and client, narrowed by the caller's filter. */
async function rows(ctx: AppContext, caller: CallerContext, ...where: SQL[]) {
  return ctx.db
    .select({ row: integrationConnections, mapping: mappings, supplier: clients.companyName })
    .from(integrationConnections)
    .innerJoin(mappings, eq(mappings.id, integrationConnections.mappingId))
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(inCompany(integrationConnections, caller, ...where))
    .orderBy(asc(mappings.name), asc(integrationConnections.serviceCode));
}

const views = (found: Awaited<ReturnType<typeof rows>>) =>
  Promise.all(found.map((f) => integrationView(f.row, f.mapping, f.supplier)));

/** GetIntegrationById?Scid */
export async function getIntegrationById(ctx: AppContext, caller: CallerContext, scId: string): Promise<Integration> {
  const [found] = await rows(ctx, caller, eq(integrationConnections.id, scId));
  if (!found)
    throw notFound(INTEGRATION_MSG.notConfigured, [{ field: 'Scid', message: INTEGRATION_MSG.notConfigured }]);
  return integrationView(found.row, found.mapping, found.supplier);
}

/** GetUserIntegration?Email&ConfigName: the mapping's integrations. */
export async function getUserIntegration(
  ctx: AppContext,
  caller: CallerContext,
  email: string,
  configName: string,
): Promise<Integration[]> {
  const { mapping } = await findIntegrationMapping(ctx.db, caller, email, configName);
  return views(await rows(ctx, caller, eq(integrationConnections.mappingId, mapping.id)));
}

/** GetIntegratedServicesByUser?Email: every integration of the client's mappings. */
export async function getIntegratedServicesByUser(
  ctx: AppContext,
  caller: CallerContext,
  email: string,
): Promise<Integration[]> {
  return views(await rows(ctx, caller, eq(clients.email, email.trim().toLowerCase())));
}

/**
 * GetConfigByEmail?Email: the client's mappings that deliver to a standard integration (the mapping picker), with
 * their document type: an Expense Receipt mapping is listed as an invoice one is (issue 26).
 */
export async function getConfigByEmail(
  ctx: AppContext,
  caller: CallerContext,
  email: string,
): Promise<IntegrationMapping[]> {
  const found = await ctx.db
    .select({
      cnId: mappings.id,
      configName: mappings.name,
      endpoints: mappings.endpoints,
      docTypeId: mappings.docTypeId,
    })
    .from(mappings)
    .innerJoin(clients, and(eq(clients.id, mappings.clientId), eq(clients.companyId, mappings.companyId)))
    .where(inCompany(mappings, caller, eq(clients.email, email.trim().toLowerCase())))
    .orderBy(asc(mappings.name));
  return found
    .filter((m) => m.endpoints.integrationType)
    .map((m) => ({
      cnId: m.cnId,
      configName: m.configName,
      integrationType: m.endpoints.integrationType!,
      docType: DOC_TYPE_NAMES[m.docTypeId as DocTypeId] ?? '',
    }));
}

/** GetIntegrationServiceByUser?Email: the partner tiles, checked where the partner grid marked it or the client has that integration. */
export async function getIntegrationServiceByUser(
  ctx: AppContext,
  caller: CallerContext,
  email: string,
): Promise<(IntegrationPartner & { checked: boolean })[]> {
  const key = email.trim().toLowerCase();
  const marked = await ctx.db
    .select({ code: clientIntegrationPartners.serviceCode })
    .from(clientIntegrationPartners)
    .innerJoin(clients, eq(clients.id, clientIntegrationPartners.clientId))
    .where(inCompany(clientIntegrationPartners, caller, eq(clients.email, key)));
  const have = new Set([
    ...marked.map((m) => m.code),
    ...(await rows(ctx, caller, eq(clients.email, key))).map((f) => f.row.serviceCode),
  ]);
  return (await listIntegrationServices()).map((p) => ({ ...p, checked: have.has(p.code) }));
}
