import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isBlockedAddress } from './blocked-addresses.ts';
import { assertPublicUrl, resolvePublicHost } from './assert-public-host.ts';
import { isEnterprisePhone } from '../../services/mappings/validate-enterprise.ts';

describe('SSRF guard', () => {
  it('blocks loopback, private, link-local, unique-local and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::',
    ]) {
      assert.equal(isBlockedAddress(a), true, a);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      assert.equal(isBlockedAddress(a), false, a);
  });

  it('checks every resolved address, in every environment (no NODE_ENV needed)', async () => {
    const lookup = async () => ['93.184.216.34', '10.0.0.5'];
    await assert.rejects(resolvePublicHost('mixed.example', { lookup }), /not allowed/);
    await assert.rejects(resolvePublicHost('127.0.0.1', {}), /not allowed/);
    assert.equal(await resolvePublicHost('public.example', { lookup: async () => ['93.184.216.34'] }), '93.184.216.34');
    await assert.rejects(
      resolvePublicHost('nx.example', {
        lookup: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
      /could not be resolved/,
    );
    await assert.rejects(assertPublicUrl('http://10.0.0.1/hook', {}), /not allowed/);
    await assert.rejects(assertPublicUrl('file:///etc/passwd', {}));
  });

  it('lets through only what SSRF_ALLOW_HOSTS names: a host, an address or a CIDR range', async () => {
    const lookup = async () => ['127.0.0.1'];
    assert.equal(await resolvePublicHost('127.0.0.1', { allowHosts: ['127.0.0.1'] }), '127.0.0.1');
    assert.equal(await resolvePublicHost('ftp.internal', { allowHosts: ['ftp.internal'], lookup }), '127.0.0.1');
    assert.equal(await resolvePublicHost('ftp.internal', { allowHosts: ['127.0.0.0/8'], lookup }), '127.0.0.1');
    assert.equal(await resolvePublicHost('[::1]', { allowHosts: ['::1'] }), '::1');
    await assert.rejects(resolvePublicHost('10.0.0.1', { allowHosts: ['127.0.0.1'] }), /not allowed/);
    await assert.rejects(
      resolvePublicHost('other.internal', { allowHosts: ['ftp.internal'], lookup: async () => ['10.1.1.1'] }),
      /not allowed/,
    );
    await assert.rejects(
      assertPublicUrl('http://169.254.169.254/latest', { allowHosts: ['127.0.0.1/32'] }),
      /not allowed/,
    );
  });
});

describe("enterprise phone '(+XX) XXX XXX XXX'", () => {
  it('accepts the format and refuses others', () => {
    for (const ok of ['(+61) 412 345 678', '(+1) 415 555 0100', '(+91)9876543210'])
      assert.equal(isEnterprisePhone(ok), true, ok);
    for (const bad of [
      '0412 345 678',
      '+61 412 345 678',
      '(+61) 412',
      '(+61) 412-345-678',
      '(+12345) 412 345 678',
      '(+61) 1234567890123',
    ])
      assert.equal(isEnterprisePhone(bad), false, bad);
  });
});
