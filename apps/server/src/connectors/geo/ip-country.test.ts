import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countryOfIp } from './ip-country.ts';

test('public addresses are found in the embedded registry data, v4, v6 and v4-mapped', () => {
  // 1.1.1.0/24 is APNIC's research range (AU); 8.8.8.8 is registered in the US; 2001:4860:: is Google's (US)
  assert.equal(countryOfIp('1.1.1.1'), 'AU');
  assert.equal(countryOfIp('8.8.8.8'), 'US');
  assert.equal(countryOfIp('::ffff:8.8.8.8'), 'US');
  assert.equal(countryOfIp('2001:4860:4860::8888'), 'US');
});

test('private, loopback, link-local and malformed addresses have no country', () => {
  for (const ip of [
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.9',
    '172.20.1.1',
    '169.254.0.1',
    '::1',
    'fd00::1',
    'fe80::1',
    'x',
    '',
    null,
  ])
    assert.equal(countryOfIp(ip), null, String(ip));
});
