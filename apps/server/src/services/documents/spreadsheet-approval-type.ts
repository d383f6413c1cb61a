import { eq } from 'drizzle-orm';
import { DOC_TYPE } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings, type MappingEndpoints } from '../../db/schema/index.ts';
import { DEFAULT_SHEET_NAME } from './build-spreadsheet-data.ts';

/**
 * When a document's approval is spreadsheet-type (docs/review.md "Spreadsheet type"): its mapping
 * is the Customised / Handwritten type with an Excel output (e-mail or FTP), the only mapping with
 * a worksheet tab name (spec 001 §3), so the reviewer corrects the sheet that will be delivered.
 * Answers the tab name (the first sheet's name), or null for the form type.
 */
export function spreadsheetTab(mapping: { docTypeId: number; endpoints: MappingEndpoints }): string | null {
  if (mapping.docTypeId !== DOC_TYPE.customised) return null;
  const e = mapping.endpoints;
  const excel = e.destinationEmailFileType?.toUpperCase() === 'EXCEL' || e.ftpOut?.fileType?.toUpperCase() === 'EXCEL';
  return excel ? e.excelTabName?.trim() || DEFAULT_SHEET_NAME : null;
}

/** The tab name when the document's (company-scoped) mapping makes its approval spreadsheet-type, else null. */
export async function spreadsheetTabOf(
  ctx: AppContext,
  caller: CallerContext,
  doc: { mappingId: string | null },
): Promise<string | null> {
  if (!doc.mappingId) return null;
  const [mapping] = await ctx.db
    .select({ docTypeId: mappings.docTypeId, endpoints: mappings.endpoints })
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.id, doc.mappingId)));
  return mapping ? spreadsheetTab(mapping) : null;
}
