import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { and, desc, eq, like } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import type { SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../mapping/test-support/corpora.ts';
import { documents, mappings, outboxMessages } from '../../db/schema/index.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { HANDED_TO_DELIVERY } from '../../pipeline/test-support/handed-to-delivery.ts';
import { PIPELINE_QUEUES } from '../../pipeline/test-support/drain-pipeline.ts';

const MAX_BYTES = 200_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe(
  'API source (spec 001 "Sources: API"): token, POST and GET /api/v1/documents, regeneration, OpenAPI',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let cnId: string;
    let bCnId: string;
    let token: string;
    let bToken: string;
    const posted: string[] = [];

    const drain = async () => {
      for (let round = 0; round < 3; round++) for (const q of PIPELINE_QUEUES) await t.ctx.jobs.drain(q, 120_000);
    };
    /** The API token e-mails sent to an address, newest first, with the token each carries. */
    const tokenMails = async (to: string) => {
      await t.ctx.jobs.drain('send-email');
      const rows = await t.ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, 'Your Paperbridge API token%')))
        .orderBy(desc(outboxMessages.createdAt));
      return rows.map((r) => ({
        ...r,
        body: r.body ?? '',
        token: /pb_live_[A-Za-z0-9_-]+/.exec(r.body ?? '')?.[0] ?? '',
      }));
    };
    const post = async (
      bearer: string | null,
      file: { name: string; bytes: Uint8Array } | null,
      headers: Record<string, string> = {},
    ) => {
      const form = new FormData();
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      const res = await fetch(`${t.url}/api/v1/documents`, {
        method: 'POST',
        headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
        body: form,
      });
      return { status: res.status, ...((await res.json()) as { code: number; message: string; result: any }) };
    };
    const get = async (bearer: string, dtId: string) => {
      const res = await fetch(`${t.url}/api/v1/documents/${dtId}`, { headers: { authorization: `Bearer ${bearer}` } });
      return { status: res.status, ...((await res.json()) as { code: number; message: string; result: any }) };
    };
    const pdf = (n: 1 | 2) => ({ name: `coolblue${n}.pdf`, bytes: fs.readFileSync(COOLBLUE(n)) });
    const editApiSource = async (isAPI: boolean) => {
      const view = (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } })
      ).result;
      const body = {
        fileName: view.fileName,
        newConfig: false,
        endPointsConfigRequest: { ...view.endPointsConfigRequest, isAPI, draftMode: false },
      };
      const res = await callApi(t.url, 'POST', '/api/Admin/Map/EditConfiguration', { token: a.token, body });
      assert.equal(res.status, 200, res.message);
    };

    before(async () => {
      t = await startTestApp({ UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES) });
      a = await seedFundedUser(t);
      b = await seedFundedUser(t);
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
        request: { isAPI: true },
      });
      bCnId = await createCoolblueMapping(t.url, b.token, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
        request: { isAPI: true },
      });
    });
    after(async () => t?.close());

    it('a final mapping saved with the API source gets a token: e-mailed once with URL and docs link, only its SHA-256 stored', async () => {
      const mails = await tokenMails(a.email);
      assert.equal(mails.length, 1);
      token = mails[0]!.token;
      assert.match(token, /^pb_live_[A-Za-z0-9_-]{43}$/);
      assert.equal(mails[0]!.subject, 'Your Paperbridge API token for the mapping COOLBLUE1');
      assert.ok(mails[0]!.body.includes(`URL: ${t.url}/api/v1/documents`));
      assert.ok(mails[0]!.body.includes(`Documentation: ${t.url}/api/docs`));
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      assert.equal(row!.apiTokenHash, sha256(token));
      assert.ok(row!.apiTokenCreatedAt);
      assert.ok(!JSON.stringify(row).includes(token.slice(8)), 'the token itself is nowhere in the mapping row');
      bToken = (await tokenMails(b.email))[0]!.token;
      assert.notEqual(bToken, token);
      // saving the mapping again keeps its token and sends nothing
      await editApiSource(true);
      assert.equal((await tokenMails(a.email)).length, 1);
      const [again] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      assert.equal(again!.apiTokenHash, sha256(token));
    });

    it('two invoices posted with the token reach ready with their invoice number and total', async () => {
      for (const n of [1, 2] as const) {
        const res = await post(token, pdf(n));
        assert.equal(res.status, 201, res.message);
        assert.equal(res.code, 201);
        assert.match(res.result.dtId, /^[0-9a-f-]{36}$/);
        posted.push(res.result.dtId);
      }
      await drain();
      const expected = [
        { number: '993548900', total: '717,97' },
        { number: '992288600', total: '4.904,94' },
      ];
      for (const [k, dtId] of posted.entries()) {
        const doc = await get(token, dtId);
        assert.equal(doc.status, 200, doc.message);
        assert.ok(HANDED_TO_DELIVERY.includes(doc.result.status), doc.result.status);
        assert.equal(doc.result.approvalStatus, null);
        assert.ok(doc.result.dtConfidence > 50 && doc.result.dtConfidence <= 100, String(doc.result.dtConfidence));
        assert.equal(doc.result.dtUniqueReference, expected[k]!.number);
        const value = (label: string) => doc.result.data.form.find((f: { label: string }) => f.label === label)?.value;
        assert.equal(value('Invoice Number'), expected[k]!.number);
        assert.match(value('Total Amount'), new RegExp(expected[k]!.total.replace('.', '\\.')));
        const [row] = await t.ctx.db.select().from(documents).where(eq(documents.id, dtId));
        assert.equal(row!.source, 'api');
        assert.equal(row!.companyId, a.companyId);
        assert.equal(row!.mappingId, cnId);
      }
    });

    it('an Idempotency-Key posted twice gives one document; a malformed key is refused', async () => {
      const first = await post(token, pdf(2), { 'idempotency-key': 'order-4711' });
      assert.equal(first.status, 201, first.message);
      const second = await post(token, pdf(2), { 'idempotency-key': 'order-4711' });
      assert.equal(second.status, 200, second.message);
      assert.equal(second.result.dtId, first.result.dtId);
      assert.equal(second.message, 'A document was already received with this Idempotency-Key; this is that document.');
      const rows = await t.ctx.db
        .select()
        .from(documents)
        .where(eq(documents.idempotencyKey, `api:${cnId}:order-4711`));
      assert.equal(rows.length, 1);
      // the same key from another company's token is that company's own document
      const other = await post(bToken, pdf(2), { 'idempotency-key': 'order-4711' });
      assert.equal(other.status, 201);
      assert.notEqual(other.result.dtId, first.result.dtId);
      const bad = await post(token, pdf(2), { 'idempotency-key': 'has a space' });
      assert.equal(bad.status, 400);
      assert.equal(bad.message, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
      await drain();
      // the same bytes again without a key: a new document, refused by the pipeline as a duplicate
      assert.equal((await get(token, first.result.dtId)).result.status, 'duplicate');
    });

    it('no token, a wrong token or a session token: 401 envelopes; bad files: 400/413 with the reason', async () => {
      const none = await post(null, pdf(1));
      assert.deepEqual(
        [none.status, none.code, none.message],
        [401, 401, 'An API token is required: send it as "Authorization: Bearer <token>".'],
      );
      for (const wrong of [`pb_live_${'x'.repeat(43)}`, a.token, 'garbage']) {
        const res = await post(wrong, pdf(1));
        assert.deepEqual([res.status, res.code, res.result], [401, 401, null], wrong);
        assert.equal(
          res.message,
          'The API token is not valid. Use the token e-mailed for the mapping, or regenerate it.',
        );
        assert.equal((await get(wrong, posted[0]!)).status, 401);
      }
      const noFile = await post(token, null);
      assert.equal(noFile.status, 400);
      assert.equal(noFile.message, 'Please select a document to upload.');
      const html = await post(token, { name: 'fake.pdf', bytes: Buffer.from('<html>not a pdf</html>') });
      assert.equal(html.status, 400);
      assert.equal(html.message, 'Only PDF documents, JPG, PNG or TIFF photos and XML e-invoices can be uploaded.');
      const big = await post(token, {
        name: 'big.pdf',
        bytes: Buffer.concat([fs.readFileSync(COOLBLUE(1)), Buffer.alloc(MAX_BYTES)]),
      });
      assert.equal(big.status, 413);
      assert.equal(big.message, 'The file is larger than 0.2 MB.');
    });

    it("another company's token, or an unknown id, answers 404 for a document", async () => {
      const other = await get(bToken, posted[0]!);
      assert.equal(other.status, 404);
      assert.equal(other.message, 'Document not found.');
      assert.equal((await get(token, '00000000-0000-4000-8000-000000000000')).status, 404);
      assert.equal((await get(token, 'not-an-id')).status, 404);
    });

    it('a mapping whose API source was removed answers 403 until it is chosen again (the token stays)', async () => {
      await editApiSource(false);
      const refused = await post(token, pdf(1));
      assert.equal(refused.status, 403);
      assert.equal(
        refused.message,
        'The API is not selected as a source of this mapping. Edit the mapping to add the API source.',
      );
      assert.equal((await get(token, posted[0]!)).status, 403);
      const regen = await callApi(t.url, 'POST', '/api/Admin/Map/RegenerateApiToken', {
        token: a.token,
        body: { cnId },
      });
      assert.equal(regen.status, 400);
      await editApiSource(true);
      assert.equal((await get(token, posted[0]!)).status, 200);
      assert.equal((await tokenMails(a.email)).length, 1);
    });

    it('RegenerateApiToken e-mails a new token and the old one stops working; another company gets 404', async () => {
      const issuedAt = async () =>
        (await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } }))
          .result.apiTokenCreatedAt as string | null;
      const before = await issuedAt();
      assert.ok(before, 'the mapping says when its token was issued');
      const stolen = await callApi(t.url, 'POST', '/api/Admin/Map/RegenerateApiToken', {
        token: b.token,
        body: { cnId },
      });
      assert.equal(stolen.status, 404);
      const res = await callApi(t.url, 'POST', '/api/Admin/Map/RegenerateApiToken', { token: a.token, body: { cnId } });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.result.cnId, cnId);
      const mails = await tokenMails(a.email);
      assert.equal(mails.length, 2);
      const fresh = mails[0]!.token;
      assert.notEqual(fresh, token);
      assert.match(mails[0]!.body, /previous token no longer works/);
      const [row] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      assert.equal(row!.apiTokenHash, sha256(fresh));
      assert.equal((await get(token, posted[0]!)).status, 401);
      assert.equal((await get(fresh, posted[0]!)).status, 200);
      assert.ok(new Date((await issuedAt())!) > new Date(before), 'the new issue time is shown');
      // B's token is untouched
      assert.equal(
        (await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: b.token, query: { CnId: bCnId } }))
          .status,
        200,
      );
      const [bRow] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, bCnId));
      assert.equal(bRow!.apiTokenHash, sha256(bToken));
    });

    it('the OpenAPI 3.1 document and the Swagger UI page are served, with the bearer scheme, under the CSP', async () => {
      const doc = await (await fetch(`${t.url}/api/docs/openapi.json`)).json();
      assert.equal(doc.openapi, '3.1.0');
      assert.deepEqual(doc.components.securitySchemes.bearerAuth, {
        ...doc.components.securitySchemes.bearerAuth,
        type: 'http',
        scheme: 'bearer',
      });
      assert.ok(doc.paths['/api/v1/documents'].post.responses['201']);
      assert.ok(doc.paths['/api/v1/documents/{dtId}'].get.responses['404']);
      assert.equal(
        doc.components.schemas.DocumentResponse.properties.result.properties.data.anyOf[0].$ref,
        '#/components/schemas/ApprovalData',
      );
      assert.deepEqual(doc.components.schemas.DocumentUpload.properties.file, {
        ...doc.components.schemas.DocumentUpload.properties.file,
        type: 'string',
        format: 'binary',
      });
      const page = await fetch(`${t.url}/api/docs`);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.doesNotMatch(html, /<script>/, 'no inline script: CSP script-src self');
      const csp = page.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'/);
      for (const src of [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!)) {
        const asset = await fetch(`${t.url}${src}`);
        assert.equal(asset.status, 200, src);
        assert.ok((await asset.arrayBuffer()).byteLength > 0, src);
      }
      assert.equal((await fetch(`${t.url}/api/docs/package.json`)).status, 404);
      assert.equal((await fetch(`${t.url}/api/docs/..%2Fpackage.json`)).status, 404);
    });
  },
);
