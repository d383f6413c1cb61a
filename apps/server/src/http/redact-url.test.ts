import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { pino } from 'pino';
import { redactUrl, withRedactedUrls } from './redact-url.ts';

test('credential parameters lose their values, the rest of the URL stays', () => {
  assert.equal(redactUrl('/?page=legal&token=pb_live_abc'), '/?page=legal&token=[redacted]');
  assert.equal(redactUrl('/?code=123456&page=x'), '/?code=[redacted]&page=x');
  assert.equal(redactUrl('/api/Admin/Map/GetAllConfigs?pageNumber=1'), '/api/Admin/Map/GetAllConfigs?pageNumber=1');
  assert.equal(redactUrl('/plain'), '/plain');
  assert.equal(redactUrl('/?%74oken=secret'), '/?%74oken=[redacted]', 'an encoded name is still the token');
});

test('a request with a token in its URL is logged without it', async () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify({ loggerInstance: withRedactedUrls(pino({ level: 'info' }, sink)) });
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/?page=legal&token=pb_live_SECRET123' });
  assert.equal(res.statusCode, 200);
  await app.close();
  const logged = lines.join('');
  assert.match(logged, /incoming request/);
  assert.match(logged, /token=\[redacted\]/);
  assert.doesNotMatch(logged, /SECRET123/);
});
