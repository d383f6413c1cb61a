import { readEInvoice, writeCii, writeUbl } from '@paperbridge/engine';
import type { DeliveryDocument } from '../delivery-document.ts';
import { deliveryEInvoice } from './delivery-einvoice.ts';

/** A document that cannot be written as a valid e-invoice: the delivery fails with this message, nothing is sent. */
export class EInvoiceOutputError extends Error {}

/**
 * UBL 2.1 (Peppol BIS Billing 3.0) or CII (EN 16931) output of a document (issue 25 point 4). The written file is read
 * back by the engine's reader, which checks EN 16931's mandatory terms and its totals rules (BR-CO-10 to 16): a file
 * that fails is never sent, and the error names each rule in words.
 */
export async function renderEInvoice(doc: DeliveryDocument, syntax: 'UBL' | 'CII'): Promise<Buffer> {
  const invoice = deliveryEInvoice(doc, doc.einvoice ?? null);
  const bytes = Buffer.from(syntax === 'UBL' ? writeUbl(invoice) : writeCii(invoice), 'utf8');
  const back = await readEInvoice(bytes);
  if (back.status === 'ok') return bytes;
  const why = back.status === 'invalid' ? back.failures.map((f) => `${f.message} (${f.rule})`).join('; ') : back.reason;
  throw new EInvoiceOutputError(`The document cannot be delivered as a ${syntax} e-invoice: ${why}.`);
}
