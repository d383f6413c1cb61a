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

/** The web app's brand (components/brand.tsx): the file-description icon on an indigo tile, then the name. */
const BRAND = `<div class="brand"><span class="brand-icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M14 3v4a1 1 0 0 0 1 1h4"/><path d="M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2"/><path d="M9 17h6"/><path d="M9 13h6"/></svg></span><span class="brand-name">Paperbridge</span></div>`;

/**
 * The frame of every server-rendered identity page. No inline style or script (the helmet CSP
 * allows scripts from 'self' only): the look comes from the served stylesheet, which follows the
 * web app's theme (Mantine: its font stack, indigo, the bordered card of the landing page).
 */
export function renderPage(opts: { title: string; body: string; script?: string }): string {
  const script = opts.script ? `<script src="${esc(opts.script)}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.title)} · Paperbridge</title>
<link rel="icon" type="image/svg+xml" href="/icons/logo.svg">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${script}
</head>
<body>
<main class="card">
${BRAND}
${opts.body}
</main>
</body>
</html>`;
}

/** A page with a heading, a sentence and optionally one button-styled link. */
export function renderMessagePage(opts: {
  title: string;
  message: string;
  action?: { href: string; label: string };
}): string {
  const action = opts.action ? `<a class="button" href="${esc(opts.action.href)}">${esc(opts.action.label)}</a>` : '';
  return renderPage({ title: opts.title, body: `<h1>${esc(opts.title)}</h1>\n<p>${esc(opts.message)}</p>\n${action}` });
}
