import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { signFileToken } from '../../../lib/crypto/signed-file-token.ts';
import { storageFor } from '../../../connectors/storage/storage-for.ts';
import { contentDisposition } from '../../content-disposition.ts';

/** The name a browser saves the file as: RFC 6266 says `filename*` wins over `filename`. */
function savedName(header: string): string {
  const ext = /filename\*=UTF-8''([^;]+)/i.exec(header);
  return decodeURIComponent(ext![1]!);
}

describe('GET /api/Files/<token> serves originals whatever their name (issue 24 point 5)', () => {
  let t: TestApp;
  const companyId = randomUUID();
  before(async () => {
    t = await startTestApp({}, { workers: false });
    await storageFor(t.ctx).put(companyId, 'originals/a.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
  });
  after(async () => t.close());

  for (const fileName of [
    '請求書.pdf',
    'Rechnung – März.pdf',
    'invoice’s copy.pdf',
    'quote "final" \\ 100%.pdf',
    "it's (1)*.pdf",
    'a\r\nSet-Cookie: x=1.pdf',
    '\ud800broken.pdf',
  ]) {
    it(`${JSON.stringify(fileName)} opens with its own name`, async () => {
      const token = signFileToken(t.ctx.config.appSecret, {
        companyId,
        key: 'originals/a.pdf',
        fileName,
        contentType: 'application/pdf',
        exp: Date.now() + 60_000,
      });
      const res = await fetch(`${t.url}/api/Files/${token}`);
      assert.equal(res.status, 200, await res.clone().text());
      assert.equal(await res.text(), '%PDF-1.4 test');
      const header = res.headers.get('content-disposition')!;
      assert.match(header, /^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
      assert.equal(savedName(header), fileName.replace(/[\ud800-\udfff]/, '\ufffd'));
      assert.equal(res.headers.get('set-cookie'), null);
    });
  }

  it('the ASCII stand-in keeps what it can: accents dropped, the rest replaced', () => {
    assert.equal(
      contentDisposition('attachment', 'Rechnung – März.pdf'),
      `attachment; filename="Rechnung _ Marz.pdf"; filename*=UTF-8''Rechnung%20%E2%80%93%20M%C3%A4rz.pdf`,
    );
    assert.equal(
      contentDisposition('attachment', 'receipt-12.pdf'),
      `attachment; filename="receipt-12.pdf"; filename*=UTF-8''receipt-12.pdf`,
    );
    assert.equal(
      contentDisposition('inline', '請求書'),
      `inline; filename="___"; filename*=UTF-8''%E8%AB%8B%E6%B1%82%E6%9B%B8`,
    );
  });
});
