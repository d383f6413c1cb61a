import { esc } from './page-layout.ts';

/** A labelled input with its error (aria-describedby), the same markup on every identity form. */
export function field(opts: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
}): string {
  const describedBy = [opts.hint ? `${opts.id}-hint` : '', opts.error ? `${opts.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${opts.id}">${esc(opts.label)}</label>
<input id="${opts.id}" name="${opts.id}" type="${opts.type}" autocomplete="${opts.autocomplete}" required${opts.value ? ` value="${esc(opts.value)}"` : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${opts.error ? ' aria-invalid="true"' : ''}>
${opts.hint ? `<p class="hint" id="${opts.id}-hint">${esc(opts.hint)}</p>` : ''}${opts.error ? `<p class="field-error" id="${opts.id}-error">${esc(opts.error)}</p>` : ''}
</div>`;
}

/** An error for the whole form, announced to screen readers. */
export function formAlert(message?: string): string {
  return message ? `<p class="alert" role="alert">${esc(message)}</p>` : '';
}
