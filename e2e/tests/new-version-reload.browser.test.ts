import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { browserSession } from '../support/browser-session.ts';
import { snapshot } from '../support/browser.ts';
import { failFastSteps, openAdmin } from '../support/mapping-session.ts';
import { assetNamed, copyWebBuild, deployNewVersion } from '../support/web-deployment.ts';

/**
 * Issue 26: a tab opened before a new version was deployed asks for page chunks that are gone. It reloads
 * once into the new version instead of React Router's "Unexpected Application Error! … Hey developer";
 * when a reload does not help, the app's own error page offers Reload, and the tab never reloads in a loop.
 */
describe('a new version deployed under an open tab', () => {
  const session = browserSession();
  const web = copyWebBuild();
  let product: Product;
  let page: Page;

  before(async () => {
    ({ product } = await session.start({
      email: 'deploy@harbour.example',
      company: 'Harbour Deploy',
      env: { WEB_DIST: web.dir },
    }));
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    web.remove();
  });
  const step = failFastSteps('new-version', () => page);

  const countLoads = (p: Page) => {
    const loads = { n: 0 };
    p.on('load', () => loads.n++);
    return loads;
  };
  const noDeveloperScreen = async (p: Page) => {
    const text = (await p.locator('body').textContent()) ?? '';
    assert.ok(
      !/Unexpected Application Error|Hey developer/.test(text),
      `developer screen shown: ${text.slice(0, 300)}`,
    );
  };
  const still = (ms: number) => new Promise((r) => setTimeout(r, ms));

  step('navigating to a page whose chunk is gone reloads once into the new version', async () => {
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    await page.evaluate(() => ((window as unknown as { openedBefore: boolean }).openedBefore = true));
    const names = deployNewVersion(web.dir);
    assert.ok(
      [...names.keys()].some((n) => n.startsWith('mapping-list.page-')),
      'the list page is its own chunk',
    );
    const loads = countLoads(page);

    await page.getByTestId('nav-manage-mapping').click();
    await page.getByTestId('page-manage-mapping').waitFor({ timeout: 30_000 });
    assert.equal(new URL(page.url()).pathname, '/admin/manage-mapping');
    assert.equal(loads.n, 1, 'exactly one reload');
    assert.equal(
      await page.evaluate(() => (window as unknown as { openedBefore?: boolean }).openedBefore),
      undefined,
      'the page was loaded again',
    );
    const entry = await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));
    assert.match(entry ?? '', /\/assets\/v2-index-/, 'running the new version');
    await noDeveloperScreen(page);
    await still(2_000);
    assert.equal(loads.n, 1, 'no further reload');
  });

  step('a chunk still missing after the reload: the app error page with Reload, no reload loop', async () => {
    fs.rmSync(assetNamed(web.dir, 'v2-manual-upload.page-'));
    // a tab of its own: the reload stamp lives in the tab's sessionStorage
    const tab = await page.context().newPage();
    tab.setDefaultTimeout(15_000);
    await openAdmin(tab, product.url, '/admin/dashboard', 'page-dashboard');
    const loads = countLoads(tab);

    await tab.getByTestId('nav-manual-upload').click();
    const error = tab.getByTestId('route-error');
    await error.waitFor({ timeout: 30_000 });
    assert.equal(loads.n, 1, 'one reload was tried');
    assert.match((await error.textContent()) ?? '', /Paperbridge has been updated/);
    await tab.getByTestId('sidebar').waitFor();
    await noDeveloperScreen(tab);
    await still(3_000);
    assert.equal(loads.n, 1, 'no reload loop');
    await snapshot(tab, 'new-version-error-page');

    // Reload is the user's own: it loads once, and the page says the same again
    await Promise.all([tab.waitForEvent('load'), tab.getByTestId('route-error-reload').click()]);
    await tab.getByTestId('route-error').waitFor({ timeout: 30_000 });
    await still(3_000);
    assert.equal(loads.n, 2, 'the Reload button reloads once, and nothing after it');
    await noDeveloperScreen(tab);
    await tab.close();
  });
});
