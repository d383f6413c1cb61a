import { chromium, type Browser, type Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian chromium driven by playwright-core; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(executablePath)) throw new Error(`${executablePath} is missing: apt-get install chromium`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** Saves a screenshot under test-results/ so a failing run can be looked at. */
export async function snapshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('test-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
