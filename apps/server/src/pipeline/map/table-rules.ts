import { RULE_TYPE, type DocumentModel, type Polygon, type Table, type TableRule } from '@paperbridge/contracts';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export interface RuleValue {
  value: string;
  confidence: number;
  page: number | null;
  polygon: Polygon | null;
}

/**
 * An include rule (spec 001: a table cell mapped to a header field): on this document, the row
 * whose key cell reads as on the sample (the key column first, then any column), and the value in
 * the rule's data column (else the last filled cell right of the key). Null when no row matches.
 */
export function applyIncludeRule(model: DocumentModel, rule: TableRule): RuleValue | null {
  const key = norm(rule.columnKeyName);
  if (!key) return null;
  const ordered = orderTables(model.tables, rule.table ?? null);
  for (const sameColumnOnly of [true, false]) {
    for (const table of ordered) {
      for (const row of table.rows) {
        const keyCell = row.cells.find(
          (c) => norm(c.text) === key && (!sameColumnOnly || c.columnNumber === rule.columnKeyNumber),
        );
        if (!keyCell) continue;
        const data =
          row.cells.find((c) => c.columnNumber === rule.dataColumnNumber && c !== keyCell && c.text.trim()) ??
          [...row.cells].reverse().find((c) => c.columnNumber > keyCell.columnNumber && c.text.trim());
        if (!data) continue;
        return {
          value: data.text.trim(),
          confidence: sameColumnOnly ? 0.9 : 0.7,
          page: data.page,
          polygon: data.polygon,
        };
      }
    }
  }
  return null;
}

/** The sample's table number first: documents of one layout usually keep their tables' order. */
function orderTables(tables: Table[], tableNumber: number | null): Table[] {
  if (tableNumber === null) return tables;
  return [
    ...tables.filter((t) => t.tableNumber === tableNumber),
    ...tables.filter((t) => t.tableNumber !== tableNumber),
  ];
}

/** An exclude rule drops the line items that read as the row the user unchecked on the sample (its key text). */
export function isExcludedRow(values: (string | null)[], excludeKeys: Set<string>): boolean {
  return values.some((v) => v !== null && excludeKeys.has(norm(v)));
}

export const excludeKeysOf = (rules: TableRule[]) =>
  new Set(
    rules.filter((r) => r.rL_Id === RULE_TYPE.exclude && norm(r.columnKeyName)).map((r) => norm(r.columnKeyName)),
  );
