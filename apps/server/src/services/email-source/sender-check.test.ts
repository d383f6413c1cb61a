import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { senderAllowed } from './sender-check.ts';
import { attachmentKind } from './attachment-kind.ts';
import { inboundKeyOf, newInboundEmailKey } from './inbound-address.ts';

describe('E-mail source: who may send, what is a document, which address is ours', () => {
  const list = ['invoices@coolblue.example', 'bea@supplier.example'];

  it('accepts a listed From header with the same envelope sender, case-insensitively', () => {
    assert.equal(senderAllowed(list, 'Invoices@Coolblue.Example', ['INVOICES@coolblue.example']), true);
  });

  it("accepts a mail service's bounce address in the From address's domain or a subdomain", () => {
    assert.equal(senderAllowed(list, 'bounces+8812@mail.coolblue.example', ['invoices@coolblue.example']), true);
    assert.equal(senderAllowed(list, 'bounce-1@coolblue.example', ['invoices@coolblue.example']), true);
  });

  it('refuses a From header not in the list, an envelope from an unrelated domain, the null sender and a look-alike domain', () => {
    assert.equal(senderAllowed(list, 'invoices@coolblue.example', ['someone@evil.example']), false);
    assert.equal(senderAllowed(list, 'x@evil.example', ['invoices@coolblue.example']), false);
    assert.equal(senderAllowed(list, '', ['invoices@coolblue.example']), false);
    assert.equal(senderAllowed(list, 'x@evilcoolblue.example', ['invoices@coolblue.example']), false);
    assert.equal(senderAllowed(list, 'invoices@coolblue.example', []), false);
  });

  it('refuses when one of several From addresses is not listed', () => {
    assert.equal(senderAllowed(list, 'bea@supplier.example', ['bea@supplier.example', 'eve@evil.example']), false);
  });

  it('tells documents, inline images, other files and files over the limit apart', () => {
    const a = (contentType: string, filename: string, over: { related?: boolean; size?: number } = {}) =>
      attachmentKind({ contentType, filename, related: over.related ?? false, size: over.size ?? 10 }, 100);
    assert.equal(a('application/pdf', 'x.pdf'), 'document');
    assert.equal(a('application/octet-stream', 'SCAN.PDF'), 'document');
    assert.equal(a('image/tiff', 'fax.tif'), 'document');
    assert.equal(a('image/png', 'logo.png', { related: true }), 'inline_image');
    assert.equal(a('text/plain', 'notes.txt'), 'not_document');
    assert.equal(a('application/octet-stream', 'report.docx'), 'not_document');
    assert.equal(a('application/pdf', 'big.pdf', { size: 101 }), 'too_large');
  });

  it('an address is ours only with our domain and a docs- key; keys are random', () => {
    const key = newInboundEmailKey();
    assert.match(key, /^docs-[a-z2-7]{24}$/);
    assert.notEqual(key, newInboundEmailKey());
    assert.equal(inboundKeyOf(`${key.toUpperCase()}@In.Example`, 'in.example'), key);
    assert.equal(inboundKeyOf(`${key}@other.example`, 'in.example'), null);
    assert.equal(inboundKeyOf('postmaster@in.example', 'in.example'), null);
  });
});
