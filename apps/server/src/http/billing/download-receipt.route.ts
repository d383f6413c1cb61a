import { BILLING_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { contentDisposition } from '../content-disposition.ts';
import { receiptPdf } from '../../services/billing/receipt-pdf.ts';

/** GET /api/admin/Billing/DownloadReceipt?id=<payment id>: the top-up's receipt as a PDF file. */
export function downloadReceiptRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    BILLING_CALLS.downloadReceipt.path,
    { config: { access: 'admin' }, schema: { querystring: BILLING_CALLS.downloadReceipt.query } },
    async (request, reply) => {
      const { bytes, fileName } = await receiptPdf(ctx, callerOf(request), request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(Buffer.from(bytes));
    },
  );
}
