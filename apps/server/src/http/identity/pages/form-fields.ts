import { MSG, PASSWORD_PATTERN } from '@paperbridge/contracts';
import { esc } from './page-layout.ts';

/**
 * A labelled input with its hint and error (aria-describedby), the same markup on every identity
 * form. When the error is the hint itself (the password rule), the rule is shown once, in red.
 */
export function field(opts: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
}): string {
  const hintBroken = !!opts.hint && opts.error === opts.hint;
  const error = hintBroken ? undefined : opts.error;
  const describedBy = [opts.hint ? `${opts.id}-hint` : '', error ? `${opts.id}-error` : ''].filter(Boolean).join(' ');
  const invalid = opts.error ? ' aria-invalid="true"' : '';
  return `<div class="field">
<label for="${opts.id}">${esc(opts.label)}</label>
<input id="${opts.id}" name="${opts.id}" type="${opts.type}" autocomplete="${opts.autocomplete}" required${opts.value ? ` value="${esc(opts.value)}"` : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid}>
${opts.hint ? `<p class="hint${hintBroken ? ' field-error' : ''}" id="${opts.id}-hint">${esc(opts.hint)}</p>` : ''}${error ? `<p class="field-error" id="${opts.id}-error">${esc(error)}</p>` : ''}
</div>`;
}

/** An error for the whole form, announced to screen readers. */
export function formAlert(message?: string): string {
  return message ? `<p class="alert" role="alert">${esc(message)}</p>` : '';
}

export const PASSWORD_FORM_SCRIPT_PATH = '/oidc/assets/password-form.js';

/**
 * The attributes that let the served password-form script check a new-password form before it is
 * sent (the rule and the texts come from the contracts, as the server's own check does), so a weak
 * password is refused without the page reloading and what was typed stays in the fields.
 */
export function passwordFormAttributes(opts: { withEmail: boolean }): string {
  const data: Record<string, string> = {
    rule: PASSWORD_PATTERN.source,
    'msg-rule': MSG.passwordRule,
    'msg-password-required': MSG.passwordRequired,
    'msg-confirm-required': MSG.confirmRequired,
    'msg-mismatch': MSG.passwordsMustMatch,
    ...(opts.withEmail && { 'msg-email-required': MSG.emailRequired, 'msg-email-invalid': MSG.emailInvalid }),
  };
  return ['data-password-form', ...Object.entries(data).map(([k, v]) => `data-${k}="${esc(v)}"`)].join(' ');
}
