import { API_SOURCE_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { queueEmail } from '../../jobs/queue-email.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Spec 001 "Sources: API": the URL, security token and documentation link are e-mailed to the
 * registered e-mail. This is the only time the token leaves the server in clear.
 */
export async function mailApiToken(
  ctx: AppContext,
  input: { to: string; companyId: string; mappingName: string; token: string; reason: 'new' | 'regenerated' },
): Promise<void> {
  const url = `${ctx.config.publicUrl}/api/v1/documents`;
  const docs = `${ctx.config.publicUrl}/api/docs`;
  const intro =
    input.reason === 'new'
      ? `Your mapping ${input.mappingName} now takes documents through the Paperbridge API.`
      : `A new API token was made for your mapping ${input.mappingName}. The previous token no longer works.`;
  const lines = [
    intro,
    '',
    `URL: ${url}`,
    `Security token: ${input.token}`,
    `Documentation: ${docs}`,
    '',
    'Send each document as multipart/form-data (field "file") with the header "Authorization: Bearer <token>", for example:',
    `curl -F file=@invoice.pdf -H "Authorization: Bearer ${input.token}" ${url}`,
    '',
    'Keep the token secret: anyone who has it can send documents to this mapping. Paperbridge keeps only a fingerprint of it, so it cannot be shown again; if it is lost or leaked, regenerate it from the mapping.',
  ];
  await queueEmail(ctx, {
    to: input.to,
    companyId: input.companyId,
    template: 'api-token',
    subject: API_SOURCE_MSG.mailSubject(input.mappingName),
    text: lines.join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>URL: <code>${escapeHtml(url)}</code><br>Security token: <code>${escapeHtml(input.token)}</code><br>Documentation: <a href="${escapeHtml(docs)}">${escapeHtml(docs)}</a></p><p>Send each document as multipart/form-data (field <code>file</code>) with the header <code>Authorization: Bearer &lt;token&gt;</code>, for example:</p><pre>${escapeHtml(lines[7]!)}</pre><p>${escapeHtml(lines[9]!)}</p>`,
  });
}
