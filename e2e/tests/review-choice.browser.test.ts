import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { CALLS, MAP_MSG, REVIEW_MODE_TEXT, REVIEW_REASON_TEXT } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { browserSession } from '../support/browser-session.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { approvalStatusOf, uploadForReview } from '../support/document-state.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/**
 * Issue 22 point 2 in Chromium: a mapping with JSON output (where the spec's "Review the output before
 * finalising." is not offered) is told on step 1 to review every document; the next invoice waits for review,
 * and the review screen says why.
 */
describe(
  '"Review every document" on a JSON-output mapping, and why a document waits (issue 22)',
  { skip: fs.existsSync(coolblue(2)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let cnId = '';
    let dtId = '';

    before(async () => {
      ({ product, token } = await session.start({ email: 'choice@harbour.example', company: 'Harbour Choice' }));
      await redeemFirstCoupon(product.url, token);
      cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'CHOICE1',
        clientEmail: 'orders@coolblue.example',
      });
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('review-choice', () => page);

    step(
      'step 1 offers the choice on a JSON-output mapping, "only when unsure" at first; the user picks "Review every document"',
      async () => {
        await openAdmin(page, product.url, `/admin/edit-mapping/${cnId}`, 'page-edit-mapping');
        await page.getByTestId('mapping-finalise').click({ timeout: 30_000 });
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        assert.equal(
          await page.getByTestId('review-output').count(),
          0,
          "the spec's checkbox is for E-mail + EXCEL only",
        );
        assert.equal(await page.getByLabel(REVIEW_MODE_TEXT.unsure).isChecked(), true);
        assert.equal(await page.getByTestId('review-mode-help').textContent(), REVIEW_MODE_TEXT.unsureHelp);
        await page.getByLabel(REVIEW_MODE_TEXT.always).check();
        await shotFromTop(page, 'review-choice-step1');
        await page.getByTestId('step1-submit').click();
        await waitForToast(page, MAP_MSG.updated);
        const view = okResult(
          await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }),
        );
        assert.equal(view.endPointsConfigRequest.reviewMode, 'always');
        assert.equal(view.endPointsConfigRequest.destinationEmailFileType, 'JSON');
      },
    );

    step('the next invoice waits for review, and the review screen says why', async () => {
      ({ dtId } = await uploadForReview(product.url, token, cnId, coolblue(2)));
      assert.equal(await approvalStatusOf(product.url, token, dtId), 0);
      await openAdmin(page, product.url, `/admin/approvedata/${dtId}`, 'page-approvedata');
      const panel = page.getByTestId('review-reasons');
      await panel.waitFor();
      assert.match((await panel.textContent()) ?? '', new RegExp(`^${REVIEW_REASON_TEXT.title}`));
      assert.equal(await panel.getByTestId('review-reason-review_every').textContent(), REVIEW_REASON_TEXT.every);
      await shotFromTop(page, 'review-choice-reasons');
    });
  },
);
