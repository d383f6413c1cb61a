import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { CALLS, type ApprovalData, type DocWord, type Polygon } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { formApprovalOf, uploadForReview } from '../support/document-state.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { call } from '@paperbridge/test-kit/call.ts';

/**
 * Issue 9 point 5 in Chromium: on the review screen a click on a printed word of the original fills
 * the focused value, Shift+click adds a word, a drag along a line takes the phrase; a click on a value
 * box still picks that field. The words come from the engine's model (GetDocWords) of a Coolblue invoice.
 */
describe(
  'click a word on the page to fill the focused value (issue 9 point 5)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let dtId = '';
    let extracted: ApprovalData;
    let words: DocWord[] = [];

    before(async () => {
      ({ product, token } = await session.start({ email: 'picker@harbour.example', company: 'Harbour Picker' }));
      await redeemFirstCoupon(product.url, token);
      const cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'PICK1',
        clientEmail: 'orders@coolblue.example',
        request: { requiredApproval: true },
      });
      ({ dtId, approval: extracted } = await uploadForReview(product.url, token, cnId, coolblue(1)));
      const answer = await call(product.url, CALLS.documents.getDocWords, { token, query: { docId: dtId, page: 1 } });
      assert.equal(answer.code, 200, answer.message);
      words = answer.result.words;
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('review-word-fill', () => page);
    const formKey = (label: string) => `form-${extracted.form.find((f) => f.label === label)!.id}`;
    const input = (label: string) => page.getByTestId(`field-input-${formKey(label)}`);
    const focusedKey = () => page.evaluate(() => document.activeElement?.getAttribute('data-field-key') ?? null);
    const layer = () => page.locator('[data-testid="review-document"] [data-testid="word-layer"][data-page="1"]');

    const bounds = (p: Polygon) => {
      const xs = p.map((q) => q[0]);
      const ys = p.map((q) => q[1]);
      return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    };
    const centre = (p: Polygon) => {
      const b = bounds(p);
      return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
    };
    const inside = (pt: { x: number; y: number }, p: Polygon) => {
      const b = bounds(p);
      return pt.x >= b.x0 && pt.x <= b.x1 && pt.y >= b.y0 && pt.y <= b.y1;
    };
    /** A word of the page by its text (the n-th on a line holding it), not lying under a value box (a click there picks that field). */
    const wordOnPage = (text: string, lineText?: RegExp) => {
      const boxes = extracted.form.filter((f) => f.polygon && f.page === 1).map((f) => f.polygon!);
      const found = words.find(
        (w) =>
          w.text === text &&
          !boxes.some((b) => inside(centre(w.polygon), b)) &&
          (!lineText ||
            lineText.test(
              words
                .filter((o) => o.line === w.line)
                .map((o) => o.text)
                .join(' '),
            )),
      );
      assert.ok(found, `the word ${text} is on the page outside the value boxes`);
      return found;
    };

    /** Scrolls the page's word into the middle of the viewer (it is taller than the panel) and answers its place on screen. */
    const pointOf = async (w: DocWord, at: 'centre' | 'start' | 'end' = 'centre') => {
      const c = centre(w.polygon);
      const x = at === 'centre' ? c.x : at === 'start' ? bounds(w.polygon).x0 + 0.002 : bounds(w.polygon).x1 - 0.002;
      await layer().evaluate(async (el, y) => {
        const viewport = el.closest('.mantine-ScrollArea-viewport') as HTMLElement;
        // a focused value's box scrolls into view smoothly: let that settle before placing the pointer
        for (let last = -1; last !== viewport.scrollTop;) {
          last = viewport.scrollTop;
          await new Promise((r) => setTimeout(r, 150));
        }
        const r = el.getBoundingClientRect();
        const v = viewport.getBoundingClientRect();
        viewport.scrollTop += r.top + y * r.height - (v.top + v.height / 2);
      }, c.y);
      const box = (await layer().boundingBox())!;
      return { x: box.x + x * box.width, y: box.y + c.y * box.height };
    };

    /** Points at a word and waits for its outline (the page's words load on the first move over it). */
    const hoverWord = async (w: DocWord, at: 'centre' | 'start' | 'end' = 'centre') => {
      const p = await pointOf(w, at);
      await page.mouse.move(p.x, p.y);
      await expect(async () => (await layer().getAttribute('data-words')) !== null, 'the words of page 1 are loaded');
      await page.mouse.move(p.x + 1, p.y);
      await page.getByTestId('word-hover').waitFor();
      return { x: p.x + 1, y: p.y };
    };

    step('the words are offered only while a value has the focus', async () => {
      await openAdmin(page, product.url, `/admin/approvedata/${dtId}`, 'page-approvedata');
      await expect(
        async () => (await page.getByTestId('pdf-highlight').count()) >= 2,
        'the page and its value boxes are drawn',
        30_000,
      );
      assert.equal(await page.getByTestId('word-layer').count(), 0, 'no field focused: no words');
      await input('Total Amount').focus();
      await layer().waitFor();
      assert.equal(await layer().getAttribute('data-field'), formKey('Total Amount'));
    });

    step('a click on a word replaces the value with it; the value keeps the focus', async () => {
      await input('Total Amount').fill('');
      const target = wordOnPage('Subtotaal');
      const p = await hoverWord(target);
      assert.equal(await layer().evaluate((el) => getComputedStyle(el).cursor), 'pointer');
      await page.mouse.click(p.x, p.y);
      await expect(
        async () => (await input('Total Amount').inputValue()) === 'Subtotaal',
        'the value is the clicked word',
      );
      assert.equal(await focusedKey(), formKey('Total Amount'));
    });

    step('a drag along a line takes the phrase', async () => {
      const from = wordOnPage('Dat');
      const to = wordOnPage('zelf');
      const start = await hoverWord(from, 'start');
      await page.mouse.down();
      const end = await pointOf(to, 'end');
      await page.mouse.move(end.x, end.y, { steps: 6 });
      await page.getByTestId('word-selection').waitFor();
      await page.mouse.up();
      assert.ok(start.y > 0);
      await expect(
        async () => (await input('Total Amount').inputValue()) === 'Dat betaal ik zelf',
        'the value is the phrase',
      );
      await shotFromTop(page, 'review-word-fill-phrase');
    });

    step('a click on a value box still picks its field (no word is taken)', async () => {
      await page.locator(`[data-highlight-id="${formKey('Invoice Number')}"]`).click();
      await expect(async () => (await focusedKey()) === formKey('Invoice Number'), 'the invoice number has the focus');
      assert.equal(await input('Invoice Number').inputValue(), '993548900');
      assert.equal(await input('Total Amount').inputValue(), 'Dat betaal ik zelf');
    });

    step('click, then Shift+click, builds the amount "€ 593,36"', async () => {
      await input('Total Amount').focus();
      const euro = wordOnPage('€', /593,36/);
      const amount = wordOnPage('593,36');
      const p = await hoverWord(euro);
      await page.mouse.click(p.x, p.y);
      await expect(async () => (await input('Total Amount').inputValue()) === '€', 'the value is the clicked €');
      const q = await hoverWord(amount);
      await page.keyboard.down('Shift');
      await page.mouse.click(q.x, q.y);
      await page.keyboard.up('Shift');
      await expect(
        async () => (await input('Total Amount').inputValue()) === '€ 593,36',
        'Shift+click added the amount',
      );
    });

    step('approved, the server keeps the value taken from the page', async () => {
      await page.getByTestId('review-finalise').click();
      const changes = await page.getByTestId('review-change').allTextContents();
      assert.ok(
        changes.some((c) => c.includes('Total Amount') && c.includes('€ 593,36')),
        changes.join(' | '),
      );
      await page.getByTestId('review-approve').click();
      const confirm = page.getByRole('dialog', { name: `Approval for ${extracted.docRef}` });
      await confirm.getByTestId('approve-confirm-approve').click();
      await waitForToast(page, 'Data Successfully Integrated !!');
      await page.waitForURL(/\/admin\/dashboard$/);
      const approved = await formApprovalOf(product.url, token, dtId);
      assert.equal(approved.form.find((f) => f.label === 'Total Amount')!.value, '€ 593,36');
      assert.equal(approved.form.find((f) => f.label === 'Invoice Number')!.value, '993548900');
    });
  },
);
