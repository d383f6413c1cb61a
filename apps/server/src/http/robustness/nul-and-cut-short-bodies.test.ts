import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeedUserOptions } from '../../testing/seed-user.ts';

const ADMIN: SeedUserOptions = { featuresChosen: true, pinVerified: true, accessModules: ['ICR', 'DA', 'IG'] };

/** What a raw HTTP/1.1 exchange got back before the server closed the connection. */
function rawExchange(port: number, head: string, bodyParts: string[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (c) => (answer += c.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(head);
    void (async () => {
      for (const part of bodyParts) {
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
        if (!socket.destroyed) socket.write(part);
      }
    })();
  });
}

const multipart = (boundary: string, parts: string[], close = true) =>
  `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}${close ? `--${boundary}--\r\n` : ''}`;

describe('bad input answers 400 with words, not 500 (issue 24 point 6)', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ BODY_IDLE_TIMEOUT_MS: '3000' }, { workers: false });
    token = (await seedUser(t.ctx.db, ADMIN)).token;
  });
  after(async () => t.close());

  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('a NUL in an otherwise valid input is refused naming the field: body, query and path', async () => {
    const cases: [
      string,
      Promise<{ status: number; body: { message: string; result: { field: string }[] } }>,
      string,
    ][] = [
      [
        'CreateUser',
        post(
          '/api/admin/User/CreateUser',
          JSON.stringify({ companyname: 'Acme\u0000 Pty', contectname: 'Bob', email: 'bob@example.com' }),
        ),
        'companyname',
      ],
      ['Dashboard Data', post('/api/Admin/Dashboard/Data', JSON.stringify({ searchText: 'inv\u0000' })), 'searchText'],
      ['SentFileLog', post('/api/Admin/Map/SentFileLog', JSON.stringify({ searchText: '\u0000' })), 'searchText'],
      [
        'a nested value',
        post('/api/Admin/Dashboard/Data', JSON.stringify({ searchText: 'x', extra: [{ deep: ['ok', 'n\u0000'] }] })),
        'extra.0.deep.1',
      ],
      [
        'a form post',
        post(
          '/api/admin/User/CreateUser',
          'companyname=Acme%00&contectname=Bob&email=bob%40example.com',
          'application/x-www-form-urlencoded',
        ),
        'companyname',
      ],
      [
        'a query',
        fetch(`${t.url}/api/Admin/Map/CheckNewEmail?Email=a%00@example.com`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
        'Email',
      ],
      [
        'a path',
        fetch(`${t.url}/api/Files/abc%00def`).then(async (r) => ({ status: r.status, body: await r.json() })),
        '*',
      ],
    ];
    for (const [name, answer, field] of cases) {
      const res = await answer;
      assert.equal(res.status, 400, `${name}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.message, `${field}: must not contain a NUL character (\\u0000)`, name);
      assert.equal(res.body.result[0]!.field, field, name);
    }
  });

  it('a NUL in a multipart text field or file name is refused naming it', async () => {
    const pdf =
      'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4';
    const inField = await post(
      '/api/App/UploadFile',
      multipart('xyz', ['Content-Disposition: form-data; name="path"\r\n\r\nbatch\u0000', pdf]),
      'multipart/form-data; boundary=xyz',
    );
    assert.deepEqual([inField.status, inField.body.message], [400, 'path: must not contain a NUL character (\\u0000)']);
    const inName = await post(
      '/api/Admin/Map/PdfPageCount',
      multipart('xyz', [pdf.replace('a.pdf', 'a\u0000.pdf')]),
      'multipart/form-data; boundary=xyz',
    );
    assert.deepEqual(
      [inName.status, inName.body.message],
      [400, 'fileName: must not contain a NUL character (\\u0000)'],
    );
  });

  it('multipart without boundary=, without its closing boundary or with a 300-character boundary answers 400 with words', async () => {
    const file = 'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 not the whole file';
    for (const path of [
      '/api/Admin/Map/PdfPageCount',
      '/api/Admin/Map/GetDataFromSampleFile',
      '/api/admin/User/CreateUserWithCSV',
    ]) {
      const noBoundary = await post(path, multipart('xyz', [file]), 'multipart/form-data');
      assert.deepEqual(
        [noBoundary.status, noBoundary.body.message],
        [400, 'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=...'],
        path,
      );
      const unclosed = await post(path, multipart('xyz', [file], false), 'multipart/form-data; boundary=xyz');
      assert.deepEqual(
        [unclosed.status, unclosed.body.message],
        [400, 'The multipart body ends before its closing boundary.'],
        path,
      );
      const long = 'b'.repeat(300);
      const tooLong = await post(path, multipart(long, [file]), `multipart/form-data; boundary=${long}`);
      assert.deepEqual(
        [tooLong.status, tooLong.body.message],
        [400, 'The multipart boundary must be 1 to 70 characters.'],
        path,
      );
    }
  });

  // without the idle timeout the exchange never ends: the test's own bound makes that a failure
  it(
    'a Content-Length larger than the body sent is answered 408 and the connection closed, and the server goes on',
    { timeout: 60_000 },
    async () => {
      const port = Number(new URL(t.url).port);
      const json = await rawExchange(
        port,
        `POST /api/admin/User/CreateUser HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
        ['{"companyname":'],
      );
      assert.match(json, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(
        json,
        /"code":408,"message":"The request body stopped arriving before its announced length; the connection is closed."/,
      );
      // an upload stalled half-way through its file part
      const head = multipart(
        'xyz',
        ['Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 first bytes'],
        false,
      );
      const upload = await rawExchange(
        port,
        `POST /api/Admin/Map/PdfPageCount HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: 100000\r\n\r\n${head}`,
        [],
      );
      assert.match(upload, /^HTTP\/1\.1 408 /);
      assert.equal((await post('/api/Admin/Map/SentFileLog', '{}')).status, 200);
    },
  );

  it('a body whose bytes keep coming, however slowly, is not cut', async () => {
    const port = Number(new URL(t.url).port);
    const body = JSON.stringify({
      companyname: 'Slow Upload Pty',
      contectname: 'Sam Slow',
      email: 'sam.slow@example.com',
    });
    const pieces = body.match(/.{1,8}/g)!;
    const answer = await rawExchange(
      port,
      `POST /api/admin/User/CreateUser HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      pieces,
      100,
    );
    assert.match(answer, /^HTTP\/1\.1 200 /, answer);
  });
});
