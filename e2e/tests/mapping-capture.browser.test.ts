import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { browserSession } from '../support/browser-session.ts';
import { coolblue } from '../support/coolblue-mapping.ts';
import { failFastSteps, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { chooseEndpoints, createWithTemplate, pick } from '../support/mapping-rules-wizard.ts';
import { uploadDocumentByApi } from '../support/upload-by-api.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { CALLS, isSpreadsheetApproval } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/**
 * Issue 14 §1-6 as a new user meets them on the Dutch Coolblue invoice, at 1280×800: the
 * standard fields suggested from the Dutch labels, the noise folded, the document beside the rows
 * without sideways scrolling, the supplier's name (no label) captured by drawing a box and read
 * again on the second Coolblue invoice, the line items one row per printed line (§4), and CSV offered as an
 * output format.
 */
const NAME = 'COOLBLUE14';
const CLIENT = 'Coolblue';

describe(
  'mapping: capture a value, suggested fields, less noise, fit and CSV (issue 14)',
  { skip: fs.existsSync(coolblue(1)) ? false : 'corpora missing' },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      ({ product, token } = await session.start({
        email: 'capture@harbour.example',
        company: 'Harbour Capture',
        client: { companyname: CLIENT, contectname: 'Bea', email: 'bea@coolblue.example' },
      }));
      // the welcome credit pays for the second invoice's pages
      await redeemFirstCoupon(product.url, token);
      page = await session.signIn();
      await page.setViewportSize({ width: 1280, height: 800 });
    });
    after(() => session.close());

    const step = failFastSteps('capture', () => page);
    const formRow = (key: string) => page.locator(`[data-testid="form-row"][data-key="${key}"]`);
    const fieldOf = (row: ReturnType<typeof formRow>) => row.getByTestId('form-row-field').inputValue();

    step('suggested fields: the Dutch labels come pre-selected, marked as suggestions, each field once', async () => {
      await createWithTemplate(page, product.url, {
        client: CLIENT,
        docType: 'Commercial Invoice',
        name: NAME,
        pdf: coolblue(1),
      });
      await page.getByTestId('form-suggestions').waitFor();
      assert.equal(await fieldOf(formRow('Factuurnummer')), 'Invoice Number');
      assert.equal(await fieldOf(formRow('Factuurdatum')), 'Invoice Date');
      assert.equal(await fieldOf(formRow('Klantnummer')), 'Customer Number');
      assert.equal(await fieldOf(formRow('IBAN')), 'IBAN');
      assert.equal(await fieldOf(formRow('Totaal').first()), 'Total Amount');
      assert.equal(await formRow('Factuurnummer').getAttribute('data-suggested'), 'true', 'marked as a suggestion');
      assert.match(
        (await formRow('Factuurnummer').getByTestId('form-row-suggestion').textContent()) ?? '',
        /Suggested · \d+%/,
      );
      const chosen = (
        await page.getByTestId('form-row-field').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
      ).filter(Boolean);
      assert.ok(chosen.length >= 8, `suggestions pre-filled: ${chosen}`);
      assert.equal(new Set(chosen).size, chosen.length, `never one field twice: ${chosen}`);
      // suggestions alone are not a mapping: Finalise waits for the user's word
      assert.equal(await page.getByTestId('mapping-finalise').isDisabled(), true);
      // clearing one releases its field; confirming one keeps it as an ordinary mapping
      await formRow('Klantnummer').getByTestId('form-row-clear').click();
      const cleared = page.locator('[data-testid="form-row-unmapped"][data-key="Klantnummer"]');
      await cleared.waitFor();
      assert.equal(
        await cleared.getByTestId('form-row-field').inputValue(),
        '',
        'cleared: the row waits among the unmapped rows',
      );
      await formRow('Factuurnummer').getByTestId('form-row-confirm').click();
      await expect(async () => (await formRow('Factuurnummer').getAttribute('data-suggested')) === null, 'confirmed');
      assert.equal(await fieldOf(formRow('Factuurnummer')), 'Invoice Number');
      await expect(
        async () => !(await page.getByTestId('mapping-finalise').isDisabled()),
        'Finalise enabled by a confirmed field',
      );
      await shotFromTop(page, 'capture-suggestions');
    });

    step('less noise: fragments and table headings are folded under "Other text found"', async () => {
      const listed = await page
        .getByTestId('form-row')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
      assert.ok(!listed.includes('Aantal') && !listed.includes('FACTUUR.'), `noise not listed: ${listed}`);
      assert.ok(listed.indexOf('Factuurnummer') < listed.indexOf('Totaal'), 'likely rows in reading order');
      const other = page.getByTestId('form-other-text');
      assert.match(
        (await other.getByTestId('form-other-text-toggle').textContent()) ?? '',
        /Show other text found \(\d+\)/,
      );
      assert.equal(
        await other.locator('[data-testid="form-row-unmapped"][data-key="Aantal"]').isVisible(),
        false,
        'folded',
      );
      await other.getByTestId('form-other-text-toggle').click();
      await other.locator('[data-testid="form-row-unmapped"][data-key="Aantal"]').waitFor();
      await other.getByTestId('form-other-text-toggle').click();
    });

    step(
      'fit at 1280×800: document and panel side by side, no sideways scroll, the document stays while the rows scroll',
      async () => {
        const fits = () =>
          page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);
        assert.ok(await fits(), 'no horizontal scroll on the Form tab');
        const doc = (await page.getByTestId('field-mapping-document').boundingBox())!;
        const panel = (await page.getByTestId('mapping-panel').boundingBox())!;
        assert.ok(doc.x + doc.width <= panel.x + 1, `side by side: ${JSON.stringify({ doc, panel })}`);
        assert.ok(panel.x + panel.width <= 1280, 'the panel ends inside the window');
        // scroll the rows by 300 px past the top of the two columns: the document keeps its place below the top bar
        await page.evaluate(() =>
          window.scrollTo(
            0,
            document.querySelector('[data-testid="field-mapping"]')!.getBoundingClientRect().top + window.scrollY + 300,
          ),
        );
        await expect(async () => {
          const b = await page.getByTestId('field-mapping-document').boundingBox();
          // below the 60 px top bar, not under it
          return !!b && b.y >= 60 && b.y < 140;
        }, 'the document stays in view while the rows scroll');
        await page.getByTestId('mapping-tab-table-2').click();
        const grid = page.locator('[data-testid="table-grid"][data-table="2"]');
        await grid.waitFor();
        const overflow = await grid.evaluate((el) => {
          const panel = el.closest('[data-testid="mapping-panel"]')!;
          return { grid: el.scrollWidth - el.clientWidth, panel: panel.scrollWidth - panel.clientWidth };
        });
        assert.ok(
          overflow.grid <= 1 && overflow.panel <= 1,
          `the table panel does not overflow: ${JSON.stringify(overflow)}`,
        );
        assert.ok(await fits(), 'no horizontal scroll on the Table tab');
        await shotFromTop(page, 'capture-fit-table');
        await page.getByTestId('mapping-tab-form').click();
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    );

    step(
      'line items: one row per printed line, one value per cell, the glued "BTW Prijs incl. BTW" heading split in two',
      async () => {
        await page.getByTestId('mapping-tab-table-2').click();
        const grid = page.locator('[data-testid="table-grid"][data-table="2"]');
        await grid.waitFor();
        const heads = await grid.locator('[data-testid^="table-col-head-"]').allTextContents();
        for (const h of ['Artikel', 'Aantal', 'Prijs per stuk', 'BTW', 'Prijs incl. BTW'])
          assert.ok(
            heads.some((x) => x.trim() === h),
            `a column headed ${h}: ${heads}`,
          );
        const rows = await grid
          .getByTestId('table-row')
          .evaluateAll((trs) =>
            trs.map((tr) =>
              Array.from(tr.querySelectorAll('[data-testid^="table-cell-"]')).map((c) => (c.textContent ?? '').trim()),
            ),
          );
        const ipad = rows.find((r) => r.some((c) => c.startsWith('Apple iPad Air')));
        assert.ok(ipad, `the iPad's row: ${JSON.stringify(rows)}`);
        assert.ok(
          ipad.includes('€ 399,00') && !ipad.some((c) => /€ 4,24/.test(c)),
          `the levy below the iPad is not merged into its row: ${ipad}`,
        );
        assert.ok(
          rows.some((r) => r.includes('€ 4,24')),
          'the levy line is a row of its own, with its own amount',
        );
        for (const r of rows)
          for (const c of r) assert.ok(!/^(1 1|21% 21%)$/.test(c) && !/€ [\d,]+ €/.test(c), `one value per cell: ${c}`);
        assert.ok(
          rows.some((r) => r.some((c) => c.startsWith('Mario Kart 7'))),
          'the last product is a row',
        );
        await shotFromTop(page, 'capture-line-items');
        await page.getByTestId('mapping-tab-form').click();
      },
    );

    step(
      'capture mode stays on: a click takes a word, Shift+click adds the next; an abandoned capture leaves no row (issue 30 point 7)',
      async () => {
        const layer = page.locator('[data-testid="capture-layer"][data-page="1"]');
        const drawn = page.locator('[data-testid^="form-row"][data-key="Drawn on the document"]');
        // word centres on the first page, in fractions of it: "Coolblue" and "B.V." (5.7-6.6 % down), "Weena" below them
        const at = async (x: number, y: number) => {
          const b = (await layer.boundingBox())!;
          return [b.x + b.width * x, b.y + b.height * y] as const;
        };
        const click = async (x: number, y: number, shift = false) => {
          const [px, py] = await at(x, y);
          if (shift) await page.keyboard.down('Shift');
          await page.mouse.click(px, py);
          if (shift) await page.keyboard.up('Shift');
        };

        // abandoned: blank paper takes nothing, a word is taken, Escape leaves without a row
        await page.getByTestId('mapping-capture').click();
        await layer.waitFor();
        await click(0.55, 0.062);
        await waitForToast(page, 'No text was found in that area.');
        await click(0.77, 0.078);
        await expect(
          async () => (await page.getByTestId('capture-pending').textContent()) === 'Captured: Weena',
          'a click takes the word',
        );
        await page.keyboard.press('Escape');
        await layer.waitFor({ state: 'detached' });
        assert.equal(await drawn.count(), 0, 'an abandoned capture leaves no row');

        // kept: the mode stays on after the first word, so Shift+click adds the second; Done makes the row
        await page.getByTestId('mapping-capture').click();
        await layer.waitFor();
        await click(0.777, 0.0615);
        await expect(
          async () => (await page.getByTestId('capture-pending').textContent()) === 'Captured: Coolblue',
          'the first word',
        );
        assert.equal(await layer.isVisible(), true, 'capture mode stays on after a word');
        await click(0.8225, 0.0615, true);
        await expect(
          async () => (await page.getByTestId('capture-pending').textContent()) === 'Captured: Coolblue B.V.',
          'Shift+click adds the next word',
        );
        await page.getByTestId('capture-selection').waitFor();
        await shotFromTop(page, 'capture-shift-click');
        await page.getByTestId('mapping-capture').click();
        await layer.waitFor({ state: 'detached' });
        await expect(async () => (await drawn.count()) === 1, 'Done makes one row');
        assert.equal(await drawn.getByTestId('form-row-value').textContent(), 'Coolblue B.V.');
        assert.equal(
          await page.locator('[data-testid="form-row-unmapped"][data-key="Drawn on the document"]').count(),
          0,
          'no stray row among the unmapped rows',
        );
      },
    );

    step('the captured "Coolblue B.V." (no label) is mapped to Supplier Name, its box shown', async () => {
      const drawn = page.locator('[data-testid="form-row"][data-key="Drawn on the document"]');
      await pick(page, 'form-row-field', 'Supplier Name', drawn);
      await expect(async () => (await fieldOf(drawn)) === 'Supplier Name', 'the drawn row maps Supplier Name');
      const taken = (
        await page.getByTestId('form-row-field').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
      ).filter((v) => v === 'Supplier Name');
      assert.equal(taken.length, 1, 'the suggestion that held Supplier Name let it go');
      const box = page.locator('[data-testid="pdf-highlight"][data-highlight-id^="field:drawn-"]');
      await box.waitFor();
      assert.ok(['active', 'mapped'].includes((await box.getAttribute('data-tone'))!), 'the sample shows its box');
      await page.getByTestId('form-confirm-suggestions').click();
      await page.getByTestId('form-suggestions').waitFor({ state: 'detached' });
      await shotFromTop(page, 'capture-drawn-supplier');
    });

    step('output formats: every file destination offers CSV; the mapping is saved', async () => {
      await page.getByTestId('mapping-finalise').click();
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
      await chooseEndpoints(page, 'source-select', ['Manual Upload', 'Email Attachment']);
      const senders = page.getByTestId('source-emails-input');
      await senders.fill('bea@coolblue.example');
      await senders.press('Enter');
      await chooseEndpoints(page, 'destination-select', ['FTP', 'Email Attachment']);
      for (const id of ['ftp-out-file-format', 'destination-email-format']) {
        await page.getByTestId(id).click();
        const offered = await page.getByRole('option').allTextContents();
        assert.ok(offered.includes('CSV'), `${id} offers CSV: ${offered}`);
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('destination-select').locator('..').locator('.mantine-Pill-remove').first().click();
      await page.getByTestId('destination-select-remove-dialog-confirm').click();
      const chips = page.getByTestId('destination-emails-input');
      await chips.fill('ledger@harbour.example');
      await chips.press('Enter');
      await pick(page, 'destination-email-format', 'CSV');
      await expect(async () => !(await page.getByTestId('step1-submit').isDisabled()), 'submit enabled');
      await page.getByTestId('step1-submit').click();
    });

    step(
      'the finish screen shows the address to e-mail documents to; the mapping list shows it too (issue 30 point 7)',
      async () => {
        const finished = page.getByTestId('mapping-finished');
        await finished.waitFor({ timeout: 30_000 });
        const address = (await finished.getByTestId('source-inbound-email').textContent()) ?? '';
        assert.match(address, /^docs-[a-z2-7]{24}@/);
        assert.match((await finished.textContent()) ?? '', /Only e-mails from bea@coolblue\.example are taken\./);
        await finished.getByTestId('source-inbound-email-copy').waitFor();
        await shotFromTop(page, 'capture-finished');
        await finished.getByTestId('mapping-finished-done').click();
        await page.waitForURL(/\/admin\/manage-mapping$/, { timeout: 30_000 });
        const row = page.getByTestId('mappings-table-row').filter({ hasText: NAME });
        await expect(
          async () => (await row.getByTestId('mapping-row-inbound-email').textContent()) === address,
          'the list shows the address',
        );
        await row.getByTestId('mapping-row-inbound-email-copy').waitFor();
      },
    );

    step(
      'the template learned the drawn supplier name: the second Coolblue invoice reads it at its place',
      async () => {
        const list = okResult(await call(product.url, CALLS.mapping.getConfigurationList, { token }));
        const cnId = list.find((r) => r.configName === NAME)!.cnId;
        const saved = okResult(
          await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }),
        );
        assert.equal(saved.endPointsConfigRequest.destinationEmailFileType, 'CSV');
        const dtId = await uploadDocumentByApi(product.url, token, cnId, coolblue(2));
        // the values the pipeline read, as the review screen reads them (once the document is processed)
        let form: { label: string; value: string }[] = [];
        await expect(
          async () => {
            // refused until the document is processed: polled as it is
            const data = await call(product.url, CALLS.documents.getDataForApproval, { token, query: { docId: dtId } });
            form = data.code === 200 && !isSpreadsheetApproval(data.result) ? data.result.form : [];
            return form.some((f) => f.label === 'Invoice Number' && !!f.value);
          },
          'the second invoice is read',
          180_000,
        );
        const value = (label: string) => form.find((f) => f.label === label)?.value ?? '';
        assert.equal(value('Supplier Name'), 'Coolblue B.V.');
        assert.equal(value('Invoice Number'), '992288600');
      },
    );
  },
);
