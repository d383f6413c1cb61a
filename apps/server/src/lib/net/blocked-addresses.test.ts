import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isBlockedAddress } from './blocked-addresses.ts';
import { embeddedIpv4, ipv6Groups } from './embedded-ipv4.ts';

describe('SSRF guard: the special-purpose address registries (issue 24 point 8)', () => {
  it('refuses the forms that reached loopback before', () => {
    for (const a of ['::7f00:1', '::ffff:0:7f00:1', '64:ff9b:1::7f00:1', '2002:7f00:1::1', '192.0.2.1'])
      assert.equal(isBlockedAddress(a), true, a);
  });

  it('refuses every not globally reachable IPv4 range of the registry', () => {
    const blocked = [
      '0.1.2.3',
      '10.0.0.1',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.0.170',
      '192.0.2.200',
      '192.88.99.1',
      '192.168.0.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
    ];
    for (const a of blocked) assert.equal(isBlockedAddress(a), true, a);
    // globally reachable entries inside a blocked block, and public neighbours of blocked ranges
    for (const a of [
      '192.0.0.9',
      '192.0.0.10',
      '192.0.1.1',
      '192.0.3.1',
      '198.20.0.1',
      '100.128.0.1',
      '172.32.0.1',
      '8.8.8.8',
    ])
      assert.equal(isBlockedAddress(a), false, a);
  });

  it('refuses every not globally reachable IPv6 range of the registry', () => {
    const blocked = [
      '::',
      '::1',
      '::a00:1',
      '100::1',
      '100:0:0:1::1',
      '2001:2::1',
      '2001:10::1',
      '2001:1ff::1',
      '2001:db8::1',
      '3fff::1',
      '5f00::1',
      '64:ff9b:1::1',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
    ];
    for (const a of blocked) assert.equal(isBlockedAddress(a), true, a);
    for (const a of [
      '2001:1::1',
      '2001:3::1',
      '2001:4:112::1',
      '2001:20::1',
      '2001:200::1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::1',
    ])
      assert.equal(isBlockedAddress(a), false, a);
  });

  it('judges IPv4-mapped, NAT64, 6to4 and Teredo addresses by the IPv4 address they embed', () => {
    const toLoopbackOrPrivate = [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1', // IPv4-mapped
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe', // NAT64 well-known prefix
      '2002:a00:1::1',
      '2002:c0a8:101::', // 6to4
      '2001:0:7f00:1::', // Teredo server 127.0.0.1
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo client 127.0.0.1 (stored inverted)
    ];
    for (const a of toLoopbackOrPrivate) assert.equal(isBlockedAddress(a), true, a);
    for (const a of ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'])
      assert.equal(isBlockedAddress(a), false, a);
  });

  it('reads the embedded address out of every IPv6 spelling', () => {
    assert.deepEqual(ipv6Groups('64:ff9b::1.2.3.4'), [0x64, 0xff9b, 0, 0, 0, 0, 0x102, 0x304]);
    assert.deepEqual(ipv6Groups('1:2:3:4:5:6:7:8'), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual(ipv6Groups('::'), [0, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(ipv6Groups('10.0.0.1'), null);
    assert.deepEqual(embeddedIpv4('0:0:0:0:0:FFFF:0A00:0001'), ['10.0.0.1']);
    assert.deepEqual(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2'), ['65.54.227.120', '192.0.2.45']);
    assert.deepEqual(embeddedIpv4('2606:4700:4700::1111'), []);
  });

  it('anything that is not an IP address is refused', () => {
    for (const a of ['', 'localhost', '1.2.3', '::g']) assert.equal(isBlockedAddress(a), true, a);
  });
});
