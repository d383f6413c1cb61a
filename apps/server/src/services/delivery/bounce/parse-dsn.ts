/** One recipient's report in a delivery status notification (RFC 3464). */
export interface DsnRecipient {
  recipient: string;
  /** failed | delayed | delivered | relayed | expanded */
  action: string;
  /** the enhanced status code, e.g. 5.1.1 */
  status: string;
  diagnostic: string;
}

export interface ParsedDsn {
  recipients: DsnRecipient[];
  /** the Message-ID of the message the report is about, when the report includes its headers */
  originalMessageId: string | null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Header fields with folded lines unfolded, names lower-cased; the first of a repeated name wins. */
function parseFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
  }
  return fields;
}

function splitPart(raw: string): Part {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  return { headers: parseFields(head), body };
}

const mediaType = (contentType: string | undefined) =>
  (contentType ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
const boundaryOf = (contentType: string | undefined) =>
  /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i
    .exec(contentType ?? '')
    ?.slice(1)
    .find(Boolean) ?? null;

function decode(part: Part): string {
  const cte = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (cte === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable')
    return part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return part.body;
}

function childrenOf(part: Part): Part[] {
  const boundary = boundaryOf(part.headers.get('content-type'));
  if (!boundary) return [];
  const chunks = part.body.split(
    new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`),
  );
  // the preamble before the first boundary and the epilogue after the last are not parts
  return chunks
    .slice(1, -1)
    .filter((c) => c.trim())
    .map(splitPart);
}

/**
 * The report in a bounce, or null when the message is not a delivery status notification
 * (multipart/report; report-type=delivery-status, or its RFC 6533 'global' form). Non-standard
 * bounces (plain-text "returned mail") are not guessed at: docs/delivery.md.
 */
export function parseDsn(raw: string): ParsedDsn | null {
  const top = splitPart(raw);
  const ct = top.headers.get('content-type');
  if (mediaType(ct) !== 'multipart/report' || !/report-type\s*=\s*"?(global-)?delivery-status/i.test(ct ?? ''))
    return null;
  const parts = childrenOf(top);
  const status = parts.find((p) =>
    /^message\/(global-)?delivery-status$/.test(mediaType(p.headers.get('content-type'))),
  );
  if (!status) return null;
  // per-message fields, a blank line, then one block of fields per recipient
  const blocks = decode(status)
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map(parseFields)
    .filter((f) => f.size);
  const recipients = blocks
    .filter((f) => f.has('final-recipient') && f.has('action'))
    .map((f) => ({
      recipient: (f.get('final-recipient') ?? '').replace(/^[^;]*;\s*/, ''),
      action: (f.get('action') ?? '').toLowerCase(),
      status: f.get('status') ?? '',
      diagnostic: (f.get('diagnostic-code') ?? '').replace(/^[^;]*;\s*/, ''),
    }));
  const original = parts.find((p) =>
    /^(text\/rfc822-headers|message\/rfc822|message\/global-headers)$/.test(mediaType(p.headers.get('content-type'))),
  );
  const originalMessageId = original
    ? (parseFields(decode(original).split(/\r?\n\r?\n/)[0]!).get('message-id') ?? null)
    : null;
  return { recipients, originalMessageId };
}
