/** The engine's lower-case error text as a sentence for a person ('the PDF is password protected' → 'The PDF is password protected.'). */
export function engineMessage(message: string | undefined, fallback: string): string {
  const m = (message ?? '').trim() || fallback;
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}${/[.!?]$/.test(m) ? '' : '.'}`;
}
