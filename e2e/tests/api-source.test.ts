import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser } from '../support/browser.ts';
import { openAdmin, signedInPage, waitForToast } from '../support/mapping-session.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { CALLS, callPath, type OutboxMessage } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMAIL = 'integrations@harbour.example';
/** a document id no company has */
const NO_DOCUMENT = '00000000-0000-4000-8000-000000000000';
const hasCurl = spawnSync('curl', ['--version']).status === 0;
const { postDocument, getDocument } = CALLS['api-source'];
const { openApiDocument, swaggerPage } = CALLS['api-docs'];

/**
 * One request with the real curl binary; answers the HTTP status and the JSON envelope. Raw on purpose:
 * the customer's system is curl itself (multipart from a file, its own headers), not our client.
 */
async function curl(args: string[]): Promise<{ status: number; body: { code: number; message: string; result: any } }> {
  const { stdout } = await run('curl', ['-sS', '-w', '\n%{http_code}', ...args], { timeout: 60_000 });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) };
}

/** Done-when of the API source: a customer's system sends invoices with curl and reads their data back. */
describe(
  'The API source: documents posted with curl and the mapping token come back with their data',
  { skip: !fs.existsSync(corpora) ? 'no corpora' : !hasCurl ? 'no curl' : false },
  () => {
    let product: Product;
    let token: string;
    let session: string;
    let cnId: string;
    before(async () => {
      product = await startProduct();
    });
    after(async () => product?.stop());

    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: product.dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 180_000,
      });
    const documentUrl = (dtId: string) => `${product.url}${callPath(getDocument.path, { dtId })}`;
    const poll = async (dtId: string) => {
      const until = Date.now() + 180_000;
      for (;;) {
        const res = await curl(['-H', `Authorization: Bearer ${token}`, documentUrl(dtId)]);
        assert.equal(res.status, 200, res.body.message);
        if (!['uploaded', 'queued', 'intake', 'extracting', 'mapping'].includes(res.body.result.status))
          return res.body.result;
        if (Date.now() > until) throw new Error(`${dtId} still ${res.body.result.status} after 180 s`);
        await new Promise((r) => setTimeout(r, 500));
      }
    };

    it('a mapping saved with the API source e-mails its token; two invoices posted with curl are ready with their number and total', async () => {
      assert.equal(
        cli('user', 'create', '--email', EMAIL, '--password', 'Harbour#2026', '--company', 'Harbour Freight').status,
        0,
      );
      session = cli('token', '--email', EMAIL).stdout.trim();
      await redeemFirstCoupon(product.url, session);
      cnId = await createCoolblueMappingByApi(product.url, session, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
        request: { isAPI: true },
      });

      const until = Date.now() + 15_000;
      let mail: OutboxMessage | undefined;
      while (!mail && Date.now() < until) {
        const outbox = okResult(await call(product.url, CALLS.dev.listOutbox, { query: { to: EMAIL } }));
        mail = outbox.find((m) => m.channel === 'email' && !!m.subject?.includes('API token'));
        if (!mail) await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(mail, 'the API token e-mail is in the outbox');
      assert.equal(mail.subject, 'Your Paperbridge API token for the mapping COOLBLUE1');
      assert.ok(mail.body.includes(`${product.url}${postDocument.path}`));
      assert.ok(mail.body.includes(`${product.url}${swaggerPage.path}`));
      token = /Security token: (pb_live_\S+)/.exec(mail.body)![1]!;

      const expected = {
        1: { number: '993548900', total: '€ 717,97' },
        2: { number: '992288600', total: '€ 4.904,94' },
      } as const;
      for (const n of [1, 2] as const) {
        const sent = await curl([
          '-F',
          `file=@${coolblue(n)}`,
          '-H',
          `Authorization: Bearer ${token}`,
          `${product.url}${postDocument.path}`,
        ]);
        assert.equal(sent.status, 201, sent.body.message);
        const doc = await poll(sent.body.result.dtId);
        assert.ok(['ready', 'delivering', 'delivered'].includes(doc.status), `${doc.status}: ${doc.message}`);
        assert.equal(doc.fileName, `coolblue${n}.pdf`);
        assert.equal(doc.dtUniqueReference, expected[n].number);
        assert.ok(doc.dtConfidence > 50);
        const value = (label: string) => doc.data.form.find((f: { label: string }) => f.label === label)?.value;
        assert.equal(value('Invoice Number'), expected[n].number);
        assert.equal(value('Total Amount'), expected[n].total);
      }
    });

    it('curl twice with one Idempotency-Key gives one document; a wrong token is a 401 envelope', async () => {
      const args = [
        '-F',
        `file=@${coolblue(2)}`,
        '-H',
        `Authorization: Bearer ${token}`,
        '-H',
        'Idempotency-Key: harbour-po-2026-0042',
        `${product.url}${postDocument.path}`,
      ];
      const first = await curl(args);
      const second = await curl(args);
      assert.deepEqual([first.status, second.status], [201, 200]);
      assert.equal(second.body.result.dtId, first.body.result.dtId);
      const wrong = await curl([
        '-F',
        `file=@${coolblue(1)}`,
        '-H',
        `Authorization: Bearer pb_live_${'0'.repeat(43)}`,
        `${product.url}${postDocument.path}`,
      ]);
      assert.deepEqual([wrong.status, wrong.body.code, wrong.body.result], [401, 401, null]);
    });

    it('on the mapping screen the user sees when the token was issued and has a new one sent; the old one stops working', async () => {
      const browser = await launchBrowser();
      try {
        const page = await signedInPage(browser, product.url, session);
        await openAdmin(page, product.url, `/admin/edit-mapping/${cnId}`, 'page-edit-mapping');
        await page.getByTestId('mapping-finalise').click({ timeout: 30_000 });
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        const issued = page.getByTestId('api-token-issued');
        await issued.waitFor();
        assert.match((await issued.textContent()) ?? '', /^The current token was e-mailed on \d{2} \w{3} \d{4}/);
        await page.getByTestId('api-token-regenerate').click();
        await page.getByTestId('api-token-dialog-confirm').click();
        await waitForToast(page, 'A new API token was e-mailed to you; the previous token no longer works.');
      } finally {
        await browser.close();
      }
      const old = await curl(['-H', `Authorization: Bearer ${token}`, documentUrl(NO_DOCUMENT)]);
      assert.equal(old.status, 401, 'the old token is refused');
      const outbox = okResult(await call(product.url, CALLS.dev.listOutbox, { query: { to: EMAIL } }));
      const mails = outbox.filter((m) => m.channel === 'email' && !!m.subject?.includes('API token'));
      token = /Security token: (pb_live_\S+)/.exec(mails[0]!.body)![1]!;
      const fresh = await curl(['-H', `Authorization: Bearer ${token}`, documentUrl(NO_DOCUMENT)]);
      assert.equal(fresh.status, 404, `the new token is taken: ${fresh.body.message}`);
    });

    it('the OpenAPI document and the Swagger UI page are served by the product', async () => {
      const doc = await curl([`${product.url}${openApiDocument.path}`]);
      assert.equal(doc.status, 200);
      assert.equal((doc.body as unknown as { openapi: string }).openapi, '3.1.0');
      // raw: the Swagger UI is an HTML page, not an envelope
      const page = await fetch(`${product.url}${swaggerPage.path}`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /swagger-ui-bundle\.js/);
    });

    it('the Swagger UI page renders the operations in a real browser, with no script refused by the CSP', async () => {
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(m.text());
        });
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(`${product.url}${swaggerPage.path}`);
        // the page writes path parameters the OpenAPI way, {dtId}
        await page.getByText(getDocument.path.replace(':dtId', '{dtId}')).first().waitFor({ timeout: 30_000 });
        assert.ok(await page.getByText(postDocument.path, { exact: true }).first().isVisible());
        assert.ok(
          await page.getByRole('button', { name: /Authorize/ }).isVisible(),
          'the bearer scheme offers Authorize',
        );
        assert.deepEqual(problems, []);
      } finally {
        await browser.close();
      }
    });
  },
);
