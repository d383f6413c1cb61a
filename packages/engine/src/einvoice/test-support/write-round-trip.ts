import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countsInTotals } from '../check-totals.ts';
import { NS } from '../einvoice-namespaces.ts';
import type { EInvoice, EInvoiceReadResult } from '../einvoice.types.ts';
import { readEInvoice } from '../read-einvoice.ts';
import { readEInvoiceXml } from '../read-einvoice-xml.ts';
import { isUblCreditNote } from '../write-ubl.ts';
import { PAYMENT_MEANS_NOT_DEFINED } from '../write-derived-values.ts';
import { schemaSequenceErrors, type SequenceRules } from './check-schema-sequence.ts';
import { CII_SEQUENCES, UBL_SEQUENCES } from './schema-sequences.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const corpus = path.resolve(repoRoot, '../shared/corpora/einvoices');
/** the golden test's guard: the corpus lives beside the repository and may be absent */
export const skipWithoutCorpus = existsSync(path.join(corpus, 'XML-Rechnung'))
  ? false
  : `e-invoice corpus not found at ${corpus}`;

/** Every PDF and XML file of the corpus, relative to it, in a stable order. */
export function corpusFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : /\.(pdf|xml)$/i.test(e.name) ? [path.join(dir, e.name)] : [],
      );
  return existsSync(corpus) ? walk(corpus).map((f) => path.relative(corpus, f)) : [];
}

export const readCorpusFile = (file: string): Promise<EInvoiceReadResult> =>
  readEInvoice(readFileSync(path.join(corpus, file)), { crossCheckPrintedTotal: false });

/** Written XML read back as a bare XML file that claims to be an e-invoice. */
export const readWritten = (xml: string): EInvoiceReadResult =>
  readEInvoiceXml(new TextEncoder().encode(xml), { container: 'xml', claimed: true }).result;

/**
 * Corpus files that read, but whose invoice is not an EN 16931 invoice: written as one, the result is refused by the
 * rule given (the writers do not invent or drop data to hide it). ZUGFeRD 1.0 499 … 503 state line amounts with
 * VAT; 504 has no currency; MINIMUM and BASIC WL have no lines (MINIMUM not even their sum).
 */
export const NOT_EN16931: Record<string, string> = {
  'MustangGnuaccountingBeispielRE-20140519_499.pdf': 'BR-CO-10',
  'MustangGnuaccountingBeispielRE-20140522_501.pdf': 'BR-CO-10',
  'MustangGnuaccountingBeispielRE-20140703_502.pdf': 'BR-CO-10',
  'MustangGnuaccountingBeispielRE-20150613_503.pdf': 'BR-CO-10',
  'MustangGnuaccountingBeispielRE-20151008_504.pdf': 'BR-05',
  'Facture_DOM_BASICWL.pdf': 'BR-16',
  'Facture_FR_BASICWL.pdf': 'BR-16',
  'Facture_UE_BASICWL.pdf': 'BR-16',
  'Avoir_FR_type381_BASICWL.pdf': 'BR-16',
  'Facture_DOM_MINIMUM.pdf': 'BR-12',
  'Facture_FR_MINIMUM.pdf': 'BR-12',
  'Facture_UE_MINIMUM.pdf': 'BR-12',
};

/**
 * The model as `syntax` carries it, i.e. what reading the written XML must give back (docs/einvoice.md, "Writing
 * UBL and CII"):
 * - both: EXTENDED's GROUP / INFORMATION lines are left out and a line's subtype (BT-X-8) and parent (BT-X-304) are
 *   not written; amounts collected for third parties (EXTENDED) have no place; the VAT total in accounting
 *   currency (BT-111) is written only beside a VAT accounting currency (BT-6) that differs from BT-5; payment data
 *   without a payment means code gets "1" (instrument not defined), as the schemas require a code;
 * - UBL: payment data includes the payment reference (BT-83) and a credit note's due date, which UBL keeps in the
 *   payment means;
 * - CII: a fourth and further address line go into the third (EN 16931 has three), joined by ", ".
 */
export function asWritten(invoice: EInvoice, syntax: 'UBL' | 'CII'): EInvoice {
  const out = structuredClone(invoice);
  out.lines = out.lines.filter(countsInTotals).map(({ subtype: _s, parentId: _p, ...line }) => line);
  delete out.thirdPartyAmounts;
  if (!out.vatCurrency || out.vatCurrency === out.currency) delete out.totals.vatTotalAccounting;
  const account = out.iban ?? out.accountName ?? out.bic;
  const ublMeans = account ?? out.paymentReference ?? (isUblCreditNote(out.typeCode) ? out.dueDate : undefined);
  if (!out.paymentMeansCode && (syntax === 'UBL' ? ublMeans : account))
    out.paymentMeansCode = PAYMENT_MEANS_NOT_DEFINED;
  if (syntax === 'CII') {
    for (const party of [out.seller, out.buyer]) {
      const lines = party.address?.lines;
      if (lines && lines.length > 3) party.address!.lines = [lines[0]!, lines[1]!, lines.slice(2).join(', ')];
    }
  }
  return out;
}

export const UBL_RULES: SequenceRules = {
  sequences: UBL_SEQUENCES,
  namespaceOf: (_parent, aggregate) => (aggregate ? NS.ublCac : NS.ublCbc),
};

export const CII_RULES: SequenceRules = {
  sequences: CII_SEQUENCES,
  namespaceOf: (parent) => (parent === 'CrossIndustryInvoice' ? NS.ciiRsm : NS.ciiRam),
};

export interface RoundTripCounts {
  /** files whose written XML reads back to `asWritten` of their model, by corpus folder */
  equal: Record<string, number>;
  /** NOT_EN16931 files, refused as expected */
  refused: number;
}

/**
 * Every corpus file that reads is written in `syntax`, checked against the schema's element sequences, read back
 * (status ok, so no rule fails) and compared with its model as the syntax carries it, field by field, numbers by
 * their exact text.
 */
export async function roundTripCorpus(
  syntax: 'UBL' | 'CII',
  write: (invoice: EInvoice) => string,
  rootType: (invoice: EInvoice) => string,
  profile: string,
): Promise<RoundTripCounts> {
  const counts: RoundTripCounts = { equal: {}, refused: 0 };
  for (const file of corpusFiles()) {
    const read = await readCorpusFile(file);
    if (read.status !== 'ok') continue;
    const xml = write(read.invoice);
    const back = readWritten(xml);
    const refusedBy = NOT_EN16931[path.basename(file)];
    if (refusedBy) {
      assert.equal(back.status === 'invalid' && back.failures[0]?.rule, refusedBy, `${file}: ${JSON.stringify(back)}`);
      counts.refused++;
      continue;
    }
    assert.deepEqual(
      schemaSequenceErrors(xml, rootType(read.invoice), syntax === 'UBL' ? UBL_RULES : CII_RULES),
      [],
      file,
    );
    assert.equal(back.status, 'ok', `${file}: ${JSON.stringify(back).slice(0, 800)}`);
    if (back.status !== 'ok') continue;
    assert.equal(back.source.syntax, syntax, file);
    assert.equal(back.source.profile, profile, file);
    assert.deepEqual(back.invoice, asWritten(read.invoice, syntax), file);
    const folder = path.dirname(file).split(path.sep).slice(0, 2).join('/');
    counts.equal[folder] = (counts.equal[folder] ?? 0) + 1;
  }
  return counts;
}
