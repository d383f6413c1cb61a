import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct, type Product } from '../support/start-product.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { CALLS } from '@paperbridge/contracts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMAIL = 'operator@harbour.example';

describe(
  'The operator CLI works while the server runs on the embedded database',
  { skip: fs.existsSync(corpora) ? false : 'no corpora' },
  () => {
    let product: Product;
    before(async () => {
      product = await startProduct();
    });
    after(async () => product.stop());

    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: product.dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 180_000,
      });

    it('user create and token go through the running server; process prints the document as JSON', async () => {
      const created = cli(
        'user',
        'create',
        '--email',
        EMAIL,
        '--password',
        'Harbour#2026',
        '--company',
        'Harbour Freight',
      );
      assert.equal(created.status, 0, created.stderr);
      assert.match(created.stdout.trim(), /^[0-9a-f-]{36}$/);
      const token = cli('token', '--email', EMAIL);
      assert.equal(token.status, 0, token.stderr);
      const bearer = token.stdout.trim();
      await redeemFirstCoupon(product.url, bearer);
      await createCoolblueMappingByApi(product.url, bearer, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
      });

      const run = cli('process', coolblue(2), '--mapping', 'coolblue1', '--email', EMAIL);
      assert.equal(run.status, 0, run.stderr);
      const result = JSON.parse(run.stdout);
      assert.ok(['ready', 'delivering', 'delivered'].includes(result.status), result.status);
      assert.equal(result.dtUniqueReference, '992288600');
      const value = (label: string) => result.data.form.find((f: { label: string }) => f.label === label)?.value;
      assert.equal(value('Invoice Number'), '992288600');
      assert.equal(value('Total Amount'), '€ 4.904,94');

      const unknown = cli('process', coolblue(2), '--mapping', 'nope', '--email', EMAIL);
      assert.equal(unknown.status, 1);
      assert.match(unknown.stderr, /No mapping named nope/);
    });

    it('the operator door refuses requests without the key', async () => {
      // raw: the operator door's client is the CLI (no body schema in the table); this checks its bare refusal
      const door = new URL(CALLS.operator.command.path, product.url);
      const res = await fetch(door, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ command: 'token', options: { email: EMAIL } }),
      });
      assert.equal(res.status, 403);
      const withKey = await fetch(door, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-key': 'guess' },
        body: JSON.stringify({ command: 'token', options: { email: EMAIL } }),
      });
      assert.equal(withKey.status, 403);
    });
  },
);
