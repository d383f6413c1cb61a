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

const attr = (name: string, value: string | number) => ` ${name}="${escapeXml(String(value))}"`;

/**
 * XML with names as attributes, not element names: labels such as "Invoice No." or "Total (incl. GST)"
 * are not valid XML names, and a consumer's XPath stays the same for every mapping
 * (/document/fields/field[@name='Total']).
 */
export function renderXml(doc: DeliveryDocument): Buffer {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(`<document${attr('reference', doc.reference)}${attr('documentType', doc.documentType)}${attr('mapping', doc.mapping)}${attr('client', doc.client)}${attr('fileName', doc.fileName)}>`);
  lines.push('  <fields>');
  for (const f of doc.fields) lines.push(`    <field${attr('name', f.name)}>${escapeXml(f.value)}</field>`);
  lines.push('  </fields>');
  lines.push('  <tables>');
  for (const t of doc.tables) {
    lines.push(`    <table${attr('number', t.tableNumber)}>`);
    lines.push('      <columns>');
    for (const c of t.columns) lines.push(`        <column>${escapeXml(c)}</column>`);
    lines.push('      </columns>');
    for (const r of t.rows) {
      lines.push('      <row>');
      t.columns.forEach((c, i) => lines.push(`        <cell${attr('column', c)}>${escapeXml(r[i] ?? '')}</cell>`));
      lines.push('      </row>');
    }
    lines.push('    </table>');
  }
  lines.push('  </tables>');
  lines.push('</document>');
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
