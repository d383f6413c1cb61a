import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { registerAccessControl } from '../access-control.ts';
import { registerErrorHandlers } from '../error-handler.ts';

const ACCESS = ['public', 'session', 'admin'];

/** Issue 12 "access by default": no route is public because it forgot to say so. */
describe('every route declares its access', () => {
  let t: TestApp;
  let web: string;
  before(async () => {
    // with a built web app, so the routes that serve it are walked too
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>pb</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST: web }, { workers: false });
  });
  after(async () => {
    await t?.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('walks every registered route: each declares public, session or admin (PIN-verified), optionally with a module', () => {
    const routes = t.app.registeredRoutes;
    assert.ok(routes.length > 50, `routes were collected (${routes.length})`);
    const undeclared = routes.filter((r) => !r.access || !ACCESS.includes(r.access)).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(undeclared, [], `routes without a declared access:\n${undeclared.join('\n')}`);
    assert.ok(
      routes.some((r) => r.url === '/*'),
      'the web app route was walked',
    );
  });

  it('the web app is still served (index and assets) through its one public route', async () => {
    const index = await fetch(`${t.url}/some/page`);
    assert.equal(index.status, 200);
    assert.match(await index.text(), /<title>pb<\/title>/);
    const asset = await fetch(`${t.url}/assets/app-1a2b.js`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
  });

  it('a route that declares nothing is refused without a PIN-verified session, even outside /api/Admin', async () => {
    const app = Fastify();
    registerErrorHandlers(app);
    registerAccessControl(app, t.ctx);
    app.get('/api/Forgot/ToDeclare', async () => ({ secret: true }));
    app.get('/elsewhere', async () => ({ secret: true }));
    try {
      for (const url of ['/api/Forgot/ToDeclare', '/elsewhere']) {
        const res = await app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 401, url);
        assert.doesNotMatch(res.body, /secret/);
      }
    } finally {
      await app.close();
    }
  });
});
