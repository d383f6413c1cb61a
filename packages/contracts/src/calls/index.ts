import { ADMIN_CALLS } from './admin.calls.ts';
import { API_DOCS_CALLS } from './api-docs.calls.ts';
import { API_SOURCE_CALLS } from './api-source.calls.ts';
import { BILLING_CALLS } from './billing.calls.ts';
import { DASHBOARD_CALLS } from './dashboard.calls.ts';
import type { CallModule, CallSpec } from './define-call.ts';
import { DELIVERY_CALLS } from './delivery.calls.ts';
import { DEV_CALLS } from './dev.calls.ts';
import { DOCUMENT_CALLS } from './documents.calls.ts';
import { IDENTITY_CALLS } from './identity.calls.ts';
import { INTEGRATION_CALLS } from './integrations.calls.ts';
import { MAPPING_CALLS } from './mapping.calls.ts';
import { OPERATOR_CALLS } from './operator.calls.ts';
import { PUBLIC_CALLS } from './public.calls.ts';

export * from './define-call.ts';
export * from './call-client.ts';
export {
  ADMIN_CALLS,
  API_DOCS_CALLS,
  API_SOURCE_CALLS,
  BILLING_CALLS,
  DASHBOARD_CALLS,
  DELIVERY_CALLS,
  DEV_CALLS,
  DOCUMENT_CALLS,
};
export { IDENTITY_CALLS, INTEGRATION_CALLS, MAPPING_CALLS, OPERATOR_CALLS, PUBLIC_CALLS };

/**
 * Every API call of the product, by area (issue 29): the server registers each route's path from here,
 * the OpenAPI document lists them, and apps/server/src/http/calls-table.test.ts fails when the server
 * registers a route that is not here, or this table holds a call the server does not register.
 */
export const CALLS = {
  public: PUBLIC_CALLS,
  dev: DEV_CALLS,
  identity: IDENTITY_CALLS,
  admin: ADMIN_CALLS,
  mapping: MAPPING_CALLS,
  integrations: INTEGRATION_CALLS,
  documents: DOCUMENT_CALLS,
  'api-source': API_SOURCE_CALLS,
  'api-docs': API_DOCS_CALLS,
  dashboard: DASHBOARD_CALLS,
  delivery: DELIVERY_CALLS,
  billing: BILLING_CALLS,
  operator: OPERATOR_CALLS,
} as const satisfies Record<CallModule, Record<string, CallSpec>>;

/** A call with its name in its area's table. */
export type NamedCall = CallSpec & { name: string };

/** The table as one list, area by area, in the order above. */
export const CALL_LIST: readonly NamedCall[] = Object.values(CALLS).flatMap((area) =>
  Object.entries(area as Record<string, CallSpec>).map(([name, call]) => ({ name, ...call })),
);
