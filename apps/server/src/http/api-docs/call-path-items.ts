import { z } from 'zod';
import { envelopeSchema, type CallAccess, type NamedCall } from '@paperbridge/contracts';
import { DEV_TOOLS_KEY_HEADER } from '../dev/local-request.ts';

/** The schemes a call of the table may need besides the API source's own token (bearerAuth). */
export const CALL_SECURITY_SCHEMES = {
  appSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The app's session token, answered by POST /api/Admin/Auth/CheckFirstLogin. Admin calls also need the session's SMS PIN verified.",
  },
  operatorKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Operator-Key',
    description: 'The key the server wrote to DATA_DIR/operator.json; loopback only.',
  },
  devToolsKey: {
    type: 'apiKey',
    in: 'header',
    name: DEV_TOOLS_KEY_HEADER,
    description: 'DEV_TOOLS_KEY, needed unless the server listens on loopback only.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature over the exact body.",
  },
} as const;

/** Who may call, as OpenAPI security requirements (`[]`: no credential; `{}` in the list: optional) and a sentence. */
const ACCESS: Record<CallAccess, { security: Record<string, string[]>[]; text: string }> = {
  public: { security: [], text: 'Public.' },
  session: { security: [{ appSession: [] }], text: 'A signed-in app session (the SMS PIN not needed).' },
  admin: { security: [{ appSession: [] }], text: 'A session whose SMS PIN is verified.' },
  icr: {
    security: [{ appSession: [] }],
    text: 'A session whose SMS PIN is verified, of a company with the ICR module (403 without it).',
  },
  da: {
    security: [{ appSession: [] }],
    text: 'A session whose SMS PIN is verified, of a company with the DA module (403 without it).',
  },
  ig: {
    security: [{ appSession: [] }],
    text: 'A session whose SMS PIN is verified, of a company with the IG module (403 without it).',
  },
  'api-token': { security: [{ bearerAuth: [] }], text: "The mapping's API token." },
  operator: {
    security: [{ operatorKey: [] }],
    text: 'The operator tool on the same machine; not part of the product API.',
  },
  dev: { security: [{}, { devToolsKey: [] }], text: 'Development tools only: 404 unless they are on.' },
  'signed-link': { security: [], text: 'The signed link (10 minutes) is the authorisation.' },
  'stripe-signature': { security: [{ stripeSignature: [] }], text: "Stripe's events." },
};

/** A zod schema as an inline OpenAPI 3.1 schema (plain JSON Schema 2020-12, no `$schema`). */
export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest as { properties?: Record<string, unknown>; required?: string[] };
};

/** `/api/v1/documents/:dtId` → `/api/v1/documents/{dtId}`; the wildcard of `/api/Files/*` becomes `{path}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\/\*$/, '/{path}');

function parameters(call: NamedCall) {
  const declared = call.params ? (jsonSchema(call.params, 'input').properties ?? {}) : {};
  const inPath = [...openApiPath(call.path).matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!);
  const pathParams = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }));
  if (!call.query) return pathParams;
  const query = jsonSchema(call.query, 'input');
  const required = new Set(query.required ?? []);
  return [
    ...pathParams,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    })),
  ];
}

/**
 * One call of the table as an OpenAPI operation: summary its module, security from its access, the
 * body and query from its schemas, the envelope with its result where the contracts have that schema.
 */
export function callOperation(call: NamedCall) {
  const access = ACCESS[call.access];
  const params = parameters(call);
  return {
    operationId: `${call.module}.${call.name}`,
    summary: call.module,
    description: `${call.name}. ${access.text}`,
    tags: [call.module],
    security: access.security,
    ...(params.length ? { parameters: params } : {}),
    ...(call.input
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.input, 'input') } } },
        }
      : {}),
    responses: {
      '200': call.result
        ? {
            description: 'The envelope {code, message, result}',
            content: { 'application/json': { schema: jsonSchema(envelopeSchema(call.result), 'output') } },
          }
        : {
            description:
              'The envelope {code, message, result} (its result is described in docs/api.md), or the file or page the call serves',
          },
    },
  };
}

type PathItems = Record<string, Record<string, unknown>>;

/** The paths given, then every call of the table that they do not already document (theirs are written by hand). */
export function withTableCalls(written: PathItems, calls: readonly NamedCall[]): PathItems {
  const paths: PathItems = Object.fromEntries(Object.entries(written).map(([path, item]) => [path, { ...item }]));
  for (const call of calls) {
    const path = openApiPath(call.path);
    const method = call.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (!item[method]) item[method] = callOperation(call);
  }
  return paths;
}
