import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bounceAddressOf, bounceRefOf } from '../../../pipeline/deliver/bounce-address.ts';
import { parseDsn } from './parse-dsn.ts';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const ref = { documentId: '0b5e8f2c-1d3a-4c6b-9e7f-aa11bb22cc33', attempt: 2, resend: 1 };

describe('bounce addresses', () => {
  it('name the delivered message and read back only with the same secret and domain, in any case', () => {
    const address = bounceAddressOf(SECRET, 'in.example.com', ref);
    assert.deepEqual(bounceRefOf(SECRET, 'in.example.com', address), ref);
    assert.deepEqual(bounceRefOf(SECRET, 'in.example.com', address.toUpperCase()), ref);
    assert.equal(bounceRefOf('another-secret-0123456789abcdef0123', 'in.example.com', address), null);
    assert.equal(
      bounceRefOf(SECRET, 'in.example.com', address.replace('in.example.com', 'other.example.com')),
      null,
      'another domain is not ours',
    );
    assert.equal(
      bounceRefOf(SECRET, 'in.example.com', address.replace('-2-1-', '-3-1-')),
      null,
      'another attempt is not signed',
    );
    assert.equal(bounceRefOf(SECRET, 'in.example.com', 'docs-abc@in.example.com'), null);
  });
});

const report = (status: string, extra = '') =>
  [
    'Content-Type: multipart/report; report-type="delivery-status"; boundary=XX',
    '',
    '--XX',
    'Content-Type: text/plain',
    '',
    'Delivery failed.',
    '--XX',
    'Content-Type: message/delivery-status',
    extra,
    '',
    status,
    '--XX',
    'Content-Type: message/rfc822',
    '',
    'Message-ID: <a.0.delivery@in.example.com>',
    'Subject: x',
    '',
    'body',
    '--XX--',
  ].join('\r\n');

describe('delivery status notifications (RFC 3464)', () => {
  it("give each recipient's action, status and diagnostic, with folded lines joined, and the original Message-ID", () => {
    const parsed = parseDsn(
      report(
        [
          'Reporting-MTA: dns; mx.example',
          '',
          'Final-Recipient: rfc822; a@x.example',
          'Action: failed',
          'Status: 5.1.1',
          'Diagnostic-Code: smtp; 550 5.1.1 user',
          '  unknown',
          '',
          'Final-Recipient: rfc822; b@x.example',
          'Action: delivered',
          'Status: 2.0.0',
          '',
        ].join('\r\n'),
      ),
    );
    assert.deepEqual(parsed, {
      recipients: [
        { recipient: 'a@x.example', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 user unknown' },
        { recipient: 'b@x.example', action: 'delivered', status: '2.0.0', diagnostic: '' },
      ],
      originalMessageId: '<a.0.delivery@in.example.com>',
    });
  });

  it('read a base64-encoded report part', () => {
    const body = Buffer.from(
      'Reporting-MTA: dns; mx\r\n\r\nFinal-Recipient: rfc822; c@x.example\r\nAction: failed\r\nStatus: 5.2.2\r\n',
    ).toString('base64');
    const parsed = parseDsn(report(body, 'Content-Transfer-Encoding: base64'));
    assert.deepEqual(parsed?.recipients, [
      { recipient: 'c@x.example', action: 'failed', status: '5.2.2', diagnostic: '' },
    ]);
  });

  it('are not guessed from other mail: an auto-reply or a plain-text bounce is no report', () => {
    assert.equal(parseDsn('Subject: Out of office\r\nContent-Type: text/plain\r\n\r\nI am away.'), null);
    assert.equal(
      parseDsn(
        'Content-Type: multipart/report; report-type=disposition-notification; boundary=XX\r\n\r\n--XX\r\n\r\nx\r\n--XX--',
      ),
      null,
    );
  });
});
