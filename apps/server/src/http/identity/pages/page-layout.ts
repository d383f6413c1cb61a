/** Escapes text for HTML bodies and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const STYLESHEET_PATH = '/oidc/assets/identity.css';

/**
 * The frame of every server-rendered identity page. No inline style or script (the helmet CSP
 * allows scripts from 'self' only): the look comes from the served stylesheet.
 */
export function renderPage(opts: { title: string; body: string; script?: string }): string {
  const script = opts.script ? `<script src="${esc(opts.script)}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.title)} · Paperbridge</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${script}
</head>
<body>
<main class="card">
<p class="brand">Paperbridge</p>
${opts.body}
</main>
</body>
</html>`;
}

/** A page with a heading, a sentence and optionally one button-styled link. */
export function renderMessagePage(opts: { title: string; message: string; action?: { href: string; label: string } }): string {
  const action = opts.action ? `<a class="button" href="${esc(opts.action.href)}">${esc(opts.action.label)}</a>` : '';
  return renderPage({ title: opts.title, body: `<h1>${esc(opts.title)}</h1>\n<p>${esc(opts.message)}</p>\n${action}` });
}
