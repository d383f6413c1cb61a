import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startProduct, type Product } from '../support/start-product.ts';

describe('black-box API basics on the product as `npm start` runs it', () => {
  let product: Product;
  before(async () => {
    product = await startProduct();
  });
  after(async () => product?.stop());

  it('health answers with the embedded database', async () => {
    const body = await (await fetch(`${product.url}/api/health`)).json();
    assert.deepEqual([body.code, body.result.status, body.result.database], [200, 'ok', 'pglite']);
  });

  it('the web app is served at / and deep routes fall back to it', async () => {
    for (const p of ['/', '/admin/dashboard', '/auth/configure-security-service']) {
      const res = await fetch(`${product.url}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<div id="root">/, p);
    }
  });

  it('an unknown API route is a 404 envelope, an admin call without a token a 401 envelope', async () => {
    const nf = await fetch(`${product.url}/api/does/not/exist`);
    assert.equal(nf.status, 404);
    assert.equal((await nf.json()).code, 404);
    const un = await fetch(`${product.url}/api/Admin/Dashboard/GetNotification`);
    assert.equal(un.status, 401);
    assert.equal((await un.json()).code, 401);
  });
});
