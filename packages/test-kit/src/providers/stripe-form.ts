/**
 * Stripe's request bodies are form-encoded with bracketed keys (`line_items[0][price_data][currency]=aud`,
 * `metadata[companyId]=...`); this reads them back into the nested object the API documents.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

/** `{0: a, 1: b}` → `[a, b]`, all the way down. */
function arrays(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, arrays(x)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k)))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, x]) => x);
  return Object.fromEntries(entries);
}
