import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MSG, PASSWORD_PATTERN } from '@paperbridge/contracts';
import { field, passwordFormAttributes } from './form-fields.ts';

const password = (error?: string) =>
  field({
    id: 'password',
    label: 'Password',
    type: 'password',
    hint: MSG.passwordRule,
    error,
    autocomplete: 'new-password',
  });
const shown = (html: string, text: string) => html.split(`>${text}</p>`).length - 1;

describe('identity form fields (issue 26 point 2)', () => {
  it('shows the password rule once: grey as a hint, red when it is the error', () => {
    const fresh = password();
    assert.equal(shown(fresh, MSG.passwordRule), 1);
    assert.match(fresh, /<p class="hint" id="password-hint">/);
    assert.ok(!fresh.includes('aria-invalid'));

    const broken = password(MSG.passwordRule);
    assert.equal(shown(broken, MSG.passwordRule), 1);
    assert.match(broken, /<p class="hint field-error" id="password-hint">/);
    assert.match(broken, /aria-describedby="password-hint" aria-invalid="true"/);
  });
  it('another error is shown below the hint', () => {
    const empty = password(MSG.passwordRequired);
    assert.equal(shown(empty, MSG.passwordRule), 1);
    assert.equal(shown(empty, MSG.passwordRequired), 1);
    assert.match(empty, /aria-describedby="password-hint password-error"/);
  });
  it("gives the browser script the contracts' rule and texts", () => {
    const attrs = passwordFormAttributes({ withEmail: true });
    const rule = /data-rule="([^"]*)"/.exec(attrs)![1]!.replace(/&amp;/g, '&');
    assert.equal(rule, PASSWORD_PATTERN.source);
    assert.ok(attrs.includes(`data-msg-rule="${MSG.passwordRule}"`));
    assert.ok(attrs.includes(`data-msg-email-required="${MSG.emailRequired}"`));
    assert.ok(!passwordFormAttributes({ withEmail: false }).includes('data-msg-email'));
  });
});
