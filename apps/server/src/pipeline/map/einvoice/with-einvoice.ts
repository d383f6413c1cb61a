import type { DocumentModel, Template, TemplateApplyResult } from '@paperbridge/contracts';
import type { EInvoice } from '@paperbridge/engine';
import type { DocumentParty, StoredEInvoice } from '../../../db/schema/index.ts';
import { einvoiceApplied } from './einvoice-applied.ts';
import { isSampleSupplier } from './same-supplier.ts';

export interface MappedWithEInvoice {
  applied: TemplateApplyResult;
  /** the valid e-invoice the values came from, else null */
  einvoice: EInvoice | null;
  /** some value was read from the printed page by the template */
  printedUsed: boolean;
}

/**
 * The template's reading of the page, or the e-invoice's values where the document has a valid one (issue 25). An
 * XML e-invoice's page is the engine's drawing of it: nothing on it is compared or read by the template. An invalid
 * e-invoice in a PDF leaves the printed page's reading, with a failed check that says which rule failed, so the
 * document waits for a person.
 */
export function withEInvoice(
  printed: TemplateApplyResult,
  stored: StoredEInvoice | null,
  ctx: { template: Template; model: DocumentModel; sample: DocumentParty | null },
): MappedWithEInvoice {
  if (!stored) return { applied: printed, einvoice: null, printedUsed: true };
  if (stored.status === 'invalid') {
    const rules = stored.failures.map((f) => `${f.message} (${f.rule})`).join('; ');
    const check = {
      field: 'E-invoice',
      code: 'einvoice_invalid',
      message: `The e-invoice attached to this PDF was not used: ${rules}. The values were read from the printed page.`,
    };
    return { applied: { ...printed, checks: [...(printed.checks ?? []), check] }, einvoice: null, printedUsed: true };
  }
  const drawn = ctx.model.type === 'xml';
  const e = einvoiceApplied({
    invoice: stored.invoice,
    warnings: stored.warnings,
    template: ctx.template,
    model: ctx.model,
    printed,
    sampleSupplier: !drawn && isSampleSupplier(ctx.sample, stored.invoice),
  });
  return { applied: e.applied, einvoice: stored.invoice, printedUsed: e.printedUsed };
}
