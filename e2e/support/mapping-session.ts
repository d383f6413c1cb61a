import type { Browser, Page } from 'playwright-core';

/** A browser context signed in as the CLI-made user: localStorage `token` and `loggedIn`, as after the PIN. */
export async function signedInPage(browser: Browser, baseUrl: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('loggedIn', 'true');
  }, token);
  return page;
}

/** Opens an /admin page and waits for the 2 s layout loader to go away. */
export async function openAdmin(page: Page, baseUrl: string, route: string, pageTestId: string) {
  await page.goto(`${baseUrl}${route}`);
  await page.getByTestId(pageTestId).waitFor();
  await page.getByTestId('layout-loader').waitFor({ state: 'hidden', timeout: 15_000 });
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  result: T;
}

/** A call to the API with the bearer token (black-box checks beside the browser). */
export async function api<T = unknown>(baseUrl: string, token: string, pathAndQuery: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A toast (Mantine notification) with this exact text is showing. */
export async function waitForToast(page: Page, text: string, timeout = 15_000) {
  await page.locator('.mantine-Notification-description, .mantine-Notification-title').filter({ hasText: text }).first().waitFor({ timeout });
}
