import type { DeliveryDocument } from './delivery-document.ts';

/** XML 1.0 cannot carry most control characters, even escaped; OCR text sometimes holds them. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A typed value as XML text: numbers with a point and no grouping, ISO dates, empty for none. */
const text = (v: string | number | null) => (v === null ? '' : String(v));

const attr = (name: string, value: string | number) => ` ${name}="${escapeXml(String(value))}"`;

/**
 * XML with names as attributes, not element names: labels such as "Invoice No." or "Total (incl. GST)"
 * are not valid XML names, and a consumer's XPath stays the same for every mapping
 * (/document/fields/field[@name='Total']). Values are typed (issue 30: xs:decimal numbers, xs:date dates); each
 * keeps the page's reading in `raw`.
 */
export function renderXml(doc: DeliveryDocument): Buffer {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const currency = doc.currency ? attr('currency', doc.currency) : '';
  lines.push(
    `<document${attr('reference', doc.reference)}${attr('documentType', doc.documentType)}${attr('documentKind', doc.documentKind)}${attr('mapping', doc.mapping)}${attr('client', doc.client)}${attr('fileName', doc.fileName)}${currency}>`,
  );
  lines.push('  <fields>');
  for (const f of doc.fields) {
    const cur = f.currency ? attr('currency', f.currency) : '';
    lines.push(
      `    <field${attr('name', f.name)}${attr('kind', f.kind)}${attr('raw', f.value)}${cur}>${escapeXml(text(f.typed))}</field>`,
    );
  }
  lines.push('  </fields>');
  lines.push('  <tables>');
  for (const t of doc.tables) {
    lines.push(`    <table${attr('number', t.tableNumber)}>`);
    lines.push('      <columns>');
    for (const c of t.columns) lines.push(`        <column>${escapeXml(c)}</column>`);
    lines.push('      </columns>');
    for (const [n, r] of t.typedRows.entries()) {
      lines.push('      <row>');
      t.columns.forEach((c, i) =>
        lines.push(
          `        <cell${attr('column', c)}${attr('raw', t.rows[n]![i] ?? '')}>${escapeXml(text(r[i] ?? null))}</cell>`,
        ),
      );
      lines.push('      </row>');
    }
    lines.push('    </table>');
  }
  lines.push('  </tables>');
  lines.push('</document>');
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
