import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { makePdf } from '../testing/make-pdf.ts';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/paperbridge-engine.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });

test('paperbridge-engine extract prints the document model; learn and apply print a template and its result', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pb-engine-'));
  const pdf = path.join(dir, 'a.pdf');
  writeFileSync(
    pdf,
    await makePdf([
      {
        texts: [
          { x: 50, y: 50, text: 'Order Number:' },
          { x: 150, y: 50, text: 'PO-123' },
        ],
      },
    ]),
  );
  const extracted = run('extract', pdf);
  assert.equal(extracted.status, 0, extracted.stderr);
  assert.equal(JSON.parse(extracted.stdout).document.keyValues[0].value, 'PO-123');
  writeFileSync(path.join(dir, 'values.json'), JSON.stringify({ fields: { order: 'PO-123' } }));
  const learned = run('learn', pdf, '--values', path.join(dir, 'values.json'));
  assert.equal(learned.status, 0, learned.stderr);
  writeFileSync(path.join(dir, 'template.json'), learned.stdout);
  const applied = run('apply', path.join(dir, 'template.json'), pdf);
  assert.equal(applied.status, 0, applied.stderr);
  assert.equal(JSON.parse(applied.stdout).fields.order.value, 'PO-123');
});

test('paperbridge-engine reports a bad file on stderr with a non-zero exit', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pb-engine-'));
  const html = path.join(dir, 'page.pdf');
  writeFileSync(html, '<!DOCTYPE html><html></html>');
  const r = run('extract', html);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /unsupported_type/);
  assert.notEqual(run('bogus').status, 0);
});

test('paperbridge-engine reports unreadable or invalid input files as one typed line with exit 2, never a stack', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pb-engine-'));
  const pdf = path.join(dir, 'a.pdf');
  writeFileSync(pdf, await makePdf([{ texts: [{ x: 50, y: 50, text: 'Total: 12.00' }] }]));
  writeFileSync(path.join(dir, 'bad-values.json'), JSON.stringify({ fields: { total: 12 } }));
  writeFileSync(path.join(dir, 'not-json.json'), 'nope\n{');
  const cases: [string[], RegExp][] = [
    [['learn', pdf, '--values', path.join(dir, 'bad-values.json')], /^invalid_values \(cli\): .*fields\.total/],
    [['learn', pdf, '--values', path.join(dir, 'missing.json')], /^unreadable_file \(cli\): .*no such file/],
    [['apply', path.join(dir, 'not-json.json'), pdf], /^invalid_template \(cli\): .*is not JSON/],
    [['apply', path.join(dir, 'bad-values.json'), pdf], /^invalid_template \(cli\): .*not a valid template/],
    [['extract', dir], /^unreadable_file \(cli\): .*directory/],
    [['extract', pdf, '--timeout', 'soon'], /^usage \(cli\): --timeout/],
  ];
  for (const [args, message] of cases) {
    const r = run(...args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.doesNotMatch(r.stderr, /^\s+at /m);
  }
});

test('paperbridge-engine extract reads a long PDF over every core and prints one line of JSON, indented with --pretty', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pb-engine-'));
  const pdf = path.join(dir, 'long.pdf');
  writeFileSync(
    pdf,
    await makePdf(
      Array.from({ length: 12 }, (_, i) => ({
        texts: [{ x: 50, y: 50, text: `Section ${i + 1} of a long agreement` }],
      })),
    ),
  );
  const compact = run('extract', pdf);
  assert.equal(compact.status, 0, compact.stderr);
  assert.equal(compact.stdout.trimEnd().split('\n').length, 1);
  const doc = JSON.parse(compact.stdout).document;
  assert.deepEqual(
    doc.pages.map((p: { lines: { text: string }[] }) => p.lines[0]!.text),
    Array.from({ length: 12 }, (_, i) => `Section ${i + 1} of a long agreement`),
  );
  const pretty = run('extract', pdf, '--pretty');
  assert.match(pretty.stdout, /^\{\n {2}"status": "success",/);
  assert.deepEqual(JSON.parse(pretty.stdout).document, doc);
});
