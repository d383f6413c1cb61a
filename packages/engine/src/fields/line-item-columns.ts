import type { DocumentModel } from '@paperbridge/contracts';
import { normaliseLabel } from './field-vocabulary.ts';

export type LineItemField = 'description' | 'quantity' | 'unit_price' | 'amount' | 'tax_rate';

/** A table column read as a line-item field by its header. */
export interface LineItemColumn {
  tableNumber: number;
  columnNumber: number;
  header: string;
  field: LineItemField;
  confidence: number;
}

/** Column headers in the corpora's languages; tried in this order, so "Prijs per stuk" is a unit price before "stuk" could make it a quantity or "prijs" an amount. */
const HEADERS: [LineItemField, RegExp][] = [
  [
    'unit_price',
    /\b(unit (price|cost)|price (per|each)|(?<!(vat|tax|gst|btw|tva|iva|sst) )rate|prijs per|stuk ?prijs|u p|u price|eenheidsprijs|einzel ?preis|preis je|prix unit\w*|pu ht|p u|precio unit\w*|prezzo unit\w*|cena jedn\w*|harga seunit|unit)\b|^(price|prijs|preis|prix|precio|prezzo|harga|cena)$/,
  ],
  [
    'quantity',
    /\b(qty|quantity|quant|aantal|menge|anzahl|quantite|qte|cantidad|cant|quantita|qta|ilosc|kuantiti|units?|pcs|stuks?)\b/,
  ],
  [
    'amount',
    /\b(amount|amt|line total|total|subtotal|bedrag|totaal|prijs incl\w*|betrag|gesamt\w*|montant|importe|importo|wartosc|jumlah|net|brutto|netto)\b/,
  ],
  ['tax_rate', /\b(vat|tax|gst|btw|tva|mwst|ust|iva|sst)( ?%| rate)?\b|^%$/],
  [
    'description',
    /\b(description|desc|item|items|product|products|article|artikel|omschrijving|beschreibung|bezeichnung|designation|descripcion|concepto|descrizione|prodotto|produkt|produit|producto|nazwa|perkara|service|services|details|particulars)\b/,
  ],
];

/** The line-item fields a header text names ("DESCRIPTION QTY" names two: receipts print headers close together). */
export function lineItemFieldsIn(text: string): Set<LineItemField> {
  const norm = normaliseLabel(text);
  const out = new Set<LineItemField>();
  if (!norm) return out;
  for (const part of [norm, ...norm.split(' ')]) {
    const hit = HEADERS.find(([, re]) => re.test(part));
    if (hit) out.add(hit[0]);
  }
  return out;
}

/** A row label that starts the totals below the item lines ("Subtotal", "TOTAL INCL. GST", "Totaal", "Takeout total", "Nett total"). */
const TOTALS_LABEL =
  /^([a-z]+ )?(sub ?total|total|grand total|totaal|subtotaal|zwischensumme|summe|gesamt\w*|montant total|importe total|totale|suma|razem|jumlah)\b/;

export const isTotalsLabel = (text: string): boolean => TOTALS_LABEL.test(normaliseLabel(text));

/**
 * Line-item columns of every table with headers: each header is read by the
 * vocabulary above, each field taken by one column of a table at most (the
 * leftmost description, the rightmost amount: an amount column right of a
 * price column is the line's total).
 */
export function lineItemColumns(doc: Pick<DocumentModel, 'tables'>): LineItemColumn[] {
  const out: LineItemColumn[] = [];
  for (const t of doc.tables) {
    const taken = new Map<LineItemField, LineItemColumn>();
    for (const c of t.columns) {
      const header =
        c.header ?? t.rows.find((r) => r.isHeader)?.cells.find((x) => x.columnNumber === c.columnNumber)?.text ?? '';
      const norm = normaliseLabel(header);
      if (!norm) continue;
      const hit = HEADERS.find(([, re]) => re.test(norm));
      if (!hit) continue;
      const col: LineItemColumn = {
        tableNumber: t.tableNumber,
        columnNumber: c.columnNumber,
        header,
        field: hit[0],
        confidence: norm.split(' ').length <= 3 ? 0.8 : 0.6,
      };
      const prev = taken.get(hit[0]);
      if (!prev || hit[0] === 'amount') taken.set(hit[0], col);
    }
    // receipts glue headers ("QTY ITEM"): a column whose header also names the description is the description when no other is
    if (!taken.has('description')) {
      const c = t.columns.find(
        (x) =>
          x.header &&
          lineItemFieldsIn(x.header).has('description') &&
          ![...taken.values()].some((v) => v.columnNumber === x.columnNumber && v.field !== 'quantity'),
      );
      if (c) {
        for (const [f, v] of taken) if (v.columnNumber === c.columnNumber) taken.delete(f);
        taken.set('description', {
          tableNumber: t.tableNumber,
          columnNumber: c.columnNumber,
          header: c.header!,
          field: 'description',
          confidence: 0.6,
        });
      }
    }
    // a table with a description and one number column at least is a line-item table; other tables are left alone
    if (taken.has('description') && (taken.has('amount') || taken.has('quantity') || taken.has('unit_price')))
      out.push(...taken.values());
  }
  return out.sort((a, b) => a.tableNumber - b.tableNumber || a.columnNumber - b.columnNumber);
}
