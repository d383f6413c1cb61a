import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutBracketTail } from './glued-brackets.ts';

test("a registration number glued after the company's name is not part of the name", () => {
  const typed = 'GARDENIA BAKERIES (KL) SDN BHD';
  assert.equal(withoutBracketTail('GARDENIA BAKERIES (KL) SDN BHD(I393S6X)', typed), typed);
  assert.equal(withoutBracketTail('GARDENIA BAKERIES (KL) SDN BHD (139386-X', typed), typed);
});

test("the sample's own brackets, a value that ends in brackets, and a value with no tail stay as read", () => {
  assert.equal(
    withoutBracketTail('AIK HUAT ENTERPRISE (SETIA ALAM)', 'AIK HUAT ENTERPRISE (SETIA ALAM)'),
    'AIK HUAT ENTERPRISE (SETIA ALAM)',
  );
  assert.equal(withoutBracketTail('MR D.I.Y. (M) SDN BHD', 'MR D.I.Y. (M) SDN BHD'), 'MR D.I.Y. (M) SDN BHD');
  assert.equal(withoutBracketTail('UNIHAKKA (KL)', 'UNIHAKKA (KL)'), 'UNIHAKKA (KL)');
  assert.equal(withoutBracketTail('(123456-X)', 'SHOP SDN BHD'), '(123456-X)', 'nothing before the brackets');
  // a ")" misread as "I" leaves the sample's own words in an open bracket: words, no number, so kept
  const typed = 'AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD';
  assert.equal(
    withoutBracketTail('AIK HUAT HARDHARE ENTERPRISE (SETIA ALAMI SDN BHD', typed),
    'AIK HUAT HARDHARE ENTERPRISE (SETIA ALAMI SDN BHD',
  );
});
