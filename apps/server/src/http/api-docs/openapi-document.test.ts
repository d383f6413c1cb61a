import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CALL_LIST, DEV_CALLS, DOCUMENT_CALLS, MAPPING_CALLS, type NamedCall } from '@paperbridge/contracts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { openApiPath, withTableCalls } from './call-path-items.ts';

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
  responses: Record<
    string,
    {
      content?: {
        'application/json': { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } };
      };
    }
  >;
};
const doc = buildOpenApiDocument('http://127.0.0.1:1');
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operation = (call: NamedCall | { method: string; path: string }) =>
  paths[openApiPath(call.path)]?.[call.method.toLowerCase()];

describe('the OpenAPI document from the calls table', () => {
  it('documents every call of the table, each once, with a unique operationId', () => {
    const missing = CALL_LIST.filter((c) => !operation(c)).map((c) => `${c.method} ${c.path}`);
    assert.deepEqual(missing, []);
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    assert.equal(ids.length, CALL_LIST.length);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(JSON.stringify(doc).length > 10_000, 'the document serialises');
  });

  it("keeps the API source's hand-written operations, their token and responses", () => {
    const post = operation({ method: 'POST', path: '/api/v1/documents' })!;
    assert.equal(post.operationId, 'postDocument');
    assert.ok(post.responses['201'] && post.responses['409'] && post.responses['413']);
    assert.equal(operation({ method: 'GET', path: '/api/v1/documents/:dtId' })!.operationId, 'getDocument');
    assert.deepEqual(doc.security, [{ bearerAuth: [] }]);
    assert.equal(doc.tags[0]!.name, 'api-source');
  });

  it('each call: summary its module, security from its access, every scheme it names declared', () => {
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const call of CALL_LIST.filter((c) => c.module !== 'api-source')) {
      const op = operation(call)!;
      assert.equal(op.summary, call.module, call.path);
      for (const requirement of op.security ?? [])
        for (const name of Object.keys(requirement)) assert.ok(schemes.has(name), `${call.path}: ${name}`);
    }
    assert.deepEqual(operation(MAPPING_CALLS.sendDailyFileNow)!.security, [{ appSession: [] }]);
    assert.deepEqual(operation({ method: 'GET', path: '/api/health' })!.security, []);
    assert.deepEqual(operation({ method: 'POST', path: '/api/Operator/Command' })!.security, [{ operatorKey: [] }]);
  });

  it('the body, the query and the result come from the call’s schemas', () => {
    const send = operation(MAPPING_CALLS.sendDailyFileNow)!;
    assert.deepEqual(Object.keys(send.requestBody!.content['application/json'].schema.properties), ['configId']);
    const envelope = send.responses['200']!.content!['application/json'].schema.properties;
    assert.deepEqual(Object.keys(envelope), ['code', 'message', 'result']);
    assert.deepEqual(Object.keys(envelope.result!.properties!), ['queued']);
    const list = operation(MAPPING_CALLS.getLearnedReadings)!;
    assert.deepEqual(
      list.parameters!.map((p) => [p.name, p.in, p.required, p.schema.format]),
      [['cnId', 'query', true, 'uuid']],
    );
    // a query the route reads is in the table too: required where the server needs it, optional where it defaults
    const query = (call: NamedCall | { method: string; path: string }) =>
      operation(call)!.parameters!.map((p) => [p.name, p.in, p.required]);
    assert.deepEqual(query(DOCUMENT_CALLS.getDocMilestone), [['id', 'query', true]]);
    assert.deepEqual(query(DEV_CALLS.listOutbox), [
      ['to', 'query', false],
      ['limit', 'query', false],
    ]);
    // no result schema (its answer is a stream of events, not the envelope): the answer is described, not invented
    assert.equal(operation(DOCUMENT_CALLS.docProgress)!.responses['200']!.content, undefined);
  });

  it('path parameters are named the OpenAPI way, the wildcard too', () => {
    assert.deepEqual(
      operation({ method: 'GET', path: '/api/Files/*' })!.parameters!.map((p) => [p.name, p.in]),
      [['path', 'path']],
    );
    assert.ok(paths['/api/docs/{file}']?.get);
  });

  it('a path written by hand is not replaced by the table', () => {
    const call = { ...MAPPING_CALLS.getFile, name: 'getFile' };
    const merged = withTableCalls({ '/api/Files/{path}': { get: { operationId: 'byHand' } } }, [
      call,
      { ...MAPPING_CALLS.sendDailyFileNow, name: 'sendDailyFileNow' },
    ]);
    assert.deepEqual(merged['/api/Files/{path}']!.get, { operationId: 'byHand' });
    assert.ok(merged['/api/Admin/Map/SendDailyFileNow']!.post);
  });
});
