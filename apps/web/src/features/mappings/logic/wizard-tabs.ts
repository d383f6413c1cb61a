/** Field-mapping tabs (spec 001 §4 Wizard tabs): 'form', 'table-1'..'table-N', 'confirm'. */
export type MappingTab = 'form' | `table-${number}` | 'confirm';

export const tableTab = (n: number): MappingTab => `table-${n}`;
export const tableOfTab = (tab: MappingTab): number | null => (tab.startsWith('table-') ? Number(tab.slice(6)) : null);

export function tabOrder(hasFields: boolean, tableCount: number): MappingTab[] {
  return [
    ...(hasFields ? (['form'] as MappingTab[]) : []),
    ...Array.from({ length: tableCount }, (_, i) => tableTab(i + 1)),
    'confirm',
  ];
}

/** On start: Form when the sample has header fields, otherwise Table 1 (Confirm when there is nothing). */
export const firstTab = (hasFields: boolean, tableCount: number): MappingTab => tabOrder(hasFields, tableCount)[0]!;

/** Next: the next table, or Confirm after the last. */
export function nextTab(tab: MappingTab, hasFields: boolean, tableCount: number): MappingTab {
  const order = tabOrder(hasFields, tableCount);
  return order[Math.min(order.indexOf(tab) + 1, order.length - 1)]!;
}

/** Previous: Table 1 returns to Form (when there is one). */
export function previousTab(tab: MappingTab, hasFields: boolean, tableCount: number): MappingTab {
  const order = tabOrder(hasFields, tableCount);
  return order[Math.max(order.indexOf(tab) - 1, 0)]!;
}

/** Back To Mapping from Confirm: Form when there are header fields, else Table 1. */
export const backToMapping = (hasFields: boolean, tableCount: number): MappingTab => firstTab(hasFields, tableCount);
