import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { startProduct, type Product } from '../support/start-product.ts';
import { callOfPath } from '../support/call-of-path.ts';

describe('black-box API basics on the product as `npm start` runs it', () => {
  let product: Product;
  before(async () => {
    product = await startProduct();
  });
  after(async () => product?.stop());

  it('health answers with the embedded database', async () => {
    const health = await call(product.url, CALLS.public.health);
    assert.deepEqual([health.code, health.result.status, health.result.database], [200, 'ok', 'pglite']);
  });

  it('the web app is served at / and deep routes fall back to it', async () => {
    for (const p of ['/', '/admin/dashboard', '/auth/configure-security-service']) {
      const res = await fetch(`${product.url}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<div id="root">/, p);
    }
  });

  it('an unknown API route is a 404 envelope, an admin call without a token a 401 envelope', async () => {
    // raw: a path that is no call of the table, so there is no table entry to call it through
    const missing = `${CALLS.public.health.path}/no-such-call`;
    assert.equal(callOfPath(missing), undefined, `${missing} is not in the calls table`);
    const nf = await fetch(new URL(missing, product.url));
    assert.equal(nf.status, 404);
    assert.equal((await nf.json()).code, 404);
    const un = await call(product.url, CALLS.admin.getNotification);
    assert.deepEqual([un.status, un.code], [401, 401]);
  });
});
