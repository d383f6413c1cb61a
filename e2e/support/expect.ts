/** Polls a condition until it holds (the browser is asynchronous); fails with the description. */
export async function expect(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await condition()) return;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for: ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
