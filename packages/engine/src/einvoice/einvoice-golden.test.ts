/**
 * Golden test over the shared e-invoice corpus (read in place, never copied into the repository):
 * - XML-Rechnung: each Factur-X PDF reads to the same model as its CII file, and the UBL twin carries the
 *   same values wherever both syntaxes carry them;
 * - every correct/ file is read, every fail/ file is refused with the rule that explains it.
 * Counts per folder are in docs/einvoice.md.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { EInvoice, EInvoiceNumber, EInvoiceReadResult } from './einvoice.types.ts';
import { readEInvoice } from './read-einvoice.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = path.resolve(repoRoot, '../shared/corpora/einvoices');
const skip = existsSync(path.join(corpus, 'XML-Rechnung')) ? false : `e-invoice corpus not found at ${corpus}`;
const rechnung = path.join(corpus, 'XML-Rechnung');

const read = async (file: string): Promise<EInvoiceReadResult> => readEInvoice(readFileSync(file));
const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : /\.(pdf|xml)$/i.test(e.name) ? [path.join(dir, e.name)] : [],
      )
    : [];
const ok = (r: EInvoiceReadResult, file: string): Extract<EInvoiceReadResult, { status: 'ok' }> => {
  assert.equal(r.status, 'ok', `${file}: ${JSON.stringify(r).slice(0, 600)}`);
  return r as Extract<EInvoiceReadResult, { status: 'ok' }>;
};

/**
 * The XML-Rechnung CII folder holds the XRechnung 3.0 re-issue of the four XRECHNUNG_* invoices, while their
 * PDFs embed the XRechnung 2.1 original (XMP Version 2.1): the re-issue moved the dates (and the dates quoted
 * in notes and payment terms), added the electronic addresses XRechnung 3.0 made mandatory, and in one file
 * states gross prices net. Everything else must match.
 */
const REISSUED_FIELDS = [
  'issueDate',
  'dueDate',
  'notes',
  'paymentTerms',
  'seller.electronicAddress',
  'buyer.electronicAddress',
  'lines.*.grossPrice',
];

test('XML-Rechnung: each Factur-X PDF reads to the model of its CII file', { skip }, async () => {
  const pdfs = files(path.join(rechnung, 'FX'));
  assert.ok(pdfs.length >= 26, `${pdfs.length} PDFs`);
  for (const pdf of pdfs) {
    const name = path.basename(pdf, '.pdf');
    const fromPdf = ok(await read(pdf), pdf);
    const fromXml = ok(await read(path.join(rechnung, 'CII', `${name}.cii.xml`)), name);
    assert.equal(fromPdf.source.container, 'pdf');
    assert.match(fromPdf.source.attachmentName ?? '', /^(factur-x|xrechnung)\.xml$/);
    const ignored = name.startsWith('XRECHNUNG_') ? REISSUED_FIELDS : [];
    assert.deepEqual(without(fromPdf.invoice, ignored), without(fromXml.invoice, ignored), name);
  }
});

test('XML-Rechnung: the UBL twin gives the same values as the CII file', { skip }, async () => {
  let compared = 0;
  for (const cii of files(path.join(rechnung, 'CII'))) {
    const name = path.basename(cii, '.cii.xml');
    const ubl = path.join(rechnung, 'UBL', `${name}.ubl.xml`);
    const fromCii = ok(await read(cii), cii);
    if (name.startsWith('not_validating')) continue; // its UBL twin is another invoice: see the refusal test below
    const fromUbl = ok(await read(ubl), ubl);
    assert.equal(fromUbl.source.syntax, 'UBL');
    assert.deepEqual(twinView(fromUbl.invoice), twinView(fromCii.invoice), name);
    compared++;
  }
  assert.ok(compared >= 26, `${compared} pairs`);
});

test(
  'XML-Rechnung: a UBL credit note reads; the not-validating UBL twin is refused by the totals rules',
  { skip },
  async () => {
    const credit = ok(await read(path.join(rechnung, 'UBL', 'ubl-tc434-creditnote1.xml')), 'credit note');
    assert.ok(credit.invoice.lines.length > 0 && credit.invoice.lines.every((l) => l.quantity));
    const twin = await read(
      path.join(rechnung, 'UBL', 'not_validating_full_invoice_based_onTest_EeISI_300_CENfullmodel.ubl.xml'),
    );
    assert.equal(twin.status, 'invalid');
    assert.deepEqual(twin.status === 'invalid' && twin.failures.map((f) => f.rule), ['BR-CO-10', 'BR-CO-15']);
  },
);

/**
 * correct/ files the reader refuses, and why. Avoir_FR_type381_BASIC states the 2017 draft identifier
 * "urn:cen.eu:en16931:2017:compliant:factur-x.eu:1p0:basic", as the fail/ files Facture_*_BASIC,
 * Avoir_FR_type380_BASIC and python-factur-x do; it differs from fail/Avoir_FR_type380_BASIC only by its type
 * code and the signs of its amounts. One rule cannot refuse those and accept it.
 */
const CORRECT_BUT_REFUSED: Record<string, string> = { 'Avoir_FR_type381_BASIC.pdf': 'EINV-PROFILE' };

test('every correct/ file of ZUGFeRD 1.0 and 2.x is read', { skip }, async () => {
  const all = [
    ...files(path.join(corpus, 'ZUGFeRDv1', 'correct')),
    ...files(path.join(corpus, 'ZUGFeRDv2', 'correct')),
  ];
  assert.ok(all.length >= 28, `${all.length} files`);
  for (const file of all) {
    const r = await read(file);
    const expected = CORRECT_BUT_REFUSED[path.basename(file)];
    if (expected) {
      assert.equal(r.status === 'invalid' && r.failures[0]?.rule, expected, file);
      continue;
    }
    const { source, invoice } = ok(r, file);
    assert.ok(invoice.number && invoice.totals.payable, file);
    if (file.includes('ZUGFeRDv1')) assert.equal(source.syntax, 'ZUGFeRD-1', file);
  }
});

/**
 * Why each fail/ file fails, as the reader says it (docs/einvoice.md explains each). `ok` marks files that
 * break no rule this reader can state: they are read, with the warning that sends them to review.
 */
const FAIL: Record<string, { refused: string } | { warned: string | null }> = {
  'Avoir_FR_type380_BASIC.pdf': { refused: 'EINV-PROFILE' },
  'Avoir_FR_type380_EN16931.pdf': { refused: 'CII-DT-031' },
  'Avoir_FR_type380_MINIMUM.pdf': { refused: 'EINV-PROFILE-SCOPE' },
  'Avoir_FR_type381_BASICWL.pdf': { warned: null },
  'Avoir_FR_type381_EN16931.pdf': { refused: 'CII-DT-031' },
  'Avoir_FR_type381_MINIMUM.pdf': { refused: 'EINV-PROFILE-SCOPE' },
  'Facture_DOM_BASIC.pdf': { refused: 'EINV-PROFILE' },
  'Facture_DOM_EN16931.pdf': { refused: 'CII-DT-031' },
  'Facture_FR_BASIC.pdf': { refused: 'EINV-PROFILE' },
  'Facture_FR_EN16931.pdf': { refused: 'CII-DT-031' },
  'Facture_UE_BASIC.pdf': { refused: 'EINV-PROFILE' },
  'Facture_UE_EN16931.pdf': { refused: 'CII-DT-031' },
  'MustangRE-20171118_506_ZUGFeRD1and2.pdf': { refused: 'EINV-MIXED' },
  'MustangGnuaccountingBeispielRE-20171118_506.pdf': { refused: 'EINV-PROFILE' },
  'MustangGnuaccountingBeispielRE-20190610_507a.pdf': { refused: 'EINV-NAMESPACE' },
  'MustangGnuaccountingBeispielRE-20190610_507b.pdf': { refused: 'EINV-NAMESPACE' },
  'factur-x-invalid-xml-encoding-attribute.pdf': { refused: 'EINV-ENCODING' },
  'noNetPriceValidation.xml': { warned: 'EINV-LINE-CALC' },
  'ZUGFeRD_2.0_fully_compliant_complete.pdf': { warned: 'EINV-PRINTED' },
  'ZUGFeRD_2_fully_compliant_complete.pdf': { warned: 'EINV-PRINTED' },
  'python-factur-x.pdf': { refused: 'EINV-PROFILE' },
};

test('every fail/ file is refused with the rule that explains it (or read with its warning)', { skip }, async () => {
  const all = files(path.join(corpus, 'ZUGFeRDv2', 'fail'));
  assert.ok(all.length >= 21, `${all.length} files`);
  for (const file of all) {
    const r = await read(file);
    // a fail/ file not listed above must at least be refused
    const expected = FAIL[path.basename(file)] ?? { refused: undefined };
    if ('refused' in expected) {
      assert.equal(r.status, 'invalid', `${file}: ${JSON.stringify(r).slice(0, 400)}`);
      if (r.status !== 'invalid') continue;
      assert.ok(
        r.failures.every((f) => f.message.length > 20),
        file,
      );
      if (expected.refused)
        assert.equal(r.failures[0]!.rule, expected.refused, `${file}: ${JSON.stringify(r.failures)}`);
    } else {
      const { warnings } = ok(r, file);
      if (expected.warned)
        assert.ok(
          warnings.some((w) => w.rule === expected.warned),
          `${file}: ${JSON.stringify(warnings)}`,
        );
    }
  }
});

/** The fields both syntaxes carry, amounts compared by value (UBL writes "20", CII "20.0000"). */
function twinView(inv: EInvoice): unknown {
  // cii2ubl (which made the UBL twins) keeps one seller identifier, writes the seller's name into PartyName
  // (the trading name, BT-28) and writes a gross price (BT-148) only where the price has a discount
  return byValue(
    without(inv, ['seller.ids', 'buyer.ids', 'seller.tradingName', 'buyer.tradingName', 'lines.*.grossPrice']),
  );
}

function byValue(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(byValue);
  if (x && typeof x === 'object') {
    if ('text' in x && 'value' in x) return Number((x as EInvoiceNumber).text);
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, byValue(v)]));
  }
  return x;
}

/** A copy of `o` without the fields at `paths` ("a.b", "lines.*.grossPrice"). */
function without(o: unknown, paths: string[]): unknown {
  const copy = structuredClone(o) as Record<string, unknown>;
  for (const p of paths) drop(copy, p.split('.'));
  return copy;
}

function drop(o: unknown, keys: string[]): void {
  if (!o || typeof o !== 'object') return;
  const [head, ...rest] = keys;
  if (head === '*') return (o as unknown[]).forEach((item) => drop(item, rest));
  if (!rest.length) delete (o as Record<string, unknown>)[head!];
  else drop((o as Record<string, unknown>)[head!], rest);
}
