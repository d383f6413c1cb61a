import type { Locator, Page } from 'playwright-core';
import { expect } from './expect.ts';
import { openAdmin, waitForToast } from './mapping-session.ts';

/** Mantine Select / searchable Select: open it, then pick the option by its exact label. */
export async function pick(page: Page, testId: string, option: string, scope: Page | Locator = page) {
  await scope.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Closes every toast (they can cover the top of an open dropdown). */
export async function closeToasts(page: Page) {
  for (const btn of await page.locator('.mantine-Notification-root .mantine-CloseButton-root').all())
    await btn.click().catch(() => undefined);
  await expect(async () => (await page.locator('.mantine-Notification-root').count()) === 0, 'toasts closed', 5_000);
}

/** Step 0: client, document type, name, then the template upload; waits for the mapping panel. */
export async function createWithTemplate(
  page: Page,
  baseUrl: string,
  o: { client: string; docType: string; name: string; pdf: string },
) {
  await openAdmin(page, baseUrl, '/admin/create-mapping', 'page-create-mapping');
  await pick(page, 'mapping-client', o.client);
  await pick(page, 'mapping-doc-type', o.docType);
  const name = page.getByTestId('mapping-name');
  await name.fill(o.name);
  await name.blur();
  await page.getByTestId('mapping-name-valid').waitFor();
  await expect(
    async () => !(await page.getByTestId('mapping-select-template').isDisabled()),
    'Select New Template enabled',
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('mapping-select-template').click();
  await (await chooser).setFiles(o.pdf);
  await waitForToast(page, 'The template has been successfully uploaded.', 60_000);
  await page.getByTestId('field-mapping').waitFor();
  await page.getByTestId('pdf-page').first().waitFor({ timeout: 20_000 });
  await closeToasts(page);
}

/** Step 1 MultiSelect: open it, pick the options, close with Escape. */
export async function chooseEndpoints(page: Page, testId: 'source-select' | 'destination-select', options: string[]) {
  await page.getByTestId(testId).click();
  for (const o of options) await page.getByRole('option', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
}

export async function isDisabled(page: Page | Locator, testId: string) {
  return page.getByTestId(testId).isDisabled();
}
