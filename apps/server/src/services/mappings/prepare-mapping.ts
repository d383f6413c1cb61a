import { sql } from 'drizzle-orm';
import {
  MAP_MSG,
  type DocumentModel,
  type EndPointsConfigRequest,
  type MappingData,
  type Template,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings, type MappingEndpoints, type StoredSample } from '../../db/schema/index.ts';
import { docFieldRecords } from '../../domain/doc-fields/list-doc-fields.ts';
import { learnMappingTemplate } from './learn-mapping-template.ts';
import { sampleFactsOf, type SampleFacts } from '../../pipeline/map/values/sample-facts.ts';
import { hasMappedSomething, mappingChoices, type MappingChoices } from './mapping-choices.ts';
import { resolveRetention } from './retention.ts';
import { withSampleReadings } from './sample-readings.ts';
import { ruleError } from './rule-error.ts';
import { validateEndpoints } from './validate-endpoints.ts';

export interface PreparedMapping {
  choices: MappingChoices;
  endpoints: MappingEndpoints;
  ftpInPassword: string | null | undefined;
  ftpOutPassword: string | null | undefined;
  retentionState: number;
  retentionDuration: number;
  requiredApproval: boolean;
  template: Template | null;
  /** issue 30: how the sample writes numbers and dates, and who it is from (final saves) */
  sampleFacts: SampleFacts | null;
}

/**
 * Everything a save checks and computes, shared by create and edit: the field choices, sources and
 * destinations, retention, and (final saves) the engine template learned from the sample.
 */
export async function prepareMapping(
  ctx: AppContext,
  caller: CallerContext,
  args: {
    mappingId?: string;
    docTypeId: number;
    draft: boolean;
    req: EndPointsConfigRequest;
    data: MappingData;
    sample: StoredSample | null;
    sampleDocument: DocumentModel | null;
    /** the sample's file name, kept with the readings learned from its corrected text */
    sampleFileName?: string;
    stored?: { ftpIn: boolean; ftpOut: boolean; retentionState: number };
  },
): Promise<PreparedMapping> {
  const fields = await docFieldRecords(ctx.db, caller, args.docTypeId);
  const checked = mappingChoices(args.data, fields, args.sample);
  // rows are stored with the sample's own reading where the user corrected their text (issue 22 point 4)
  const choices = {
    ...checked,
    fieldMappings: withSampleReadings(checked.fieldMappings, args.sample, args.sampleDocument),
    udfFields: withSampleReadings(checked.udfFields, args.sample, args.sampleDocument),
  };
  if (!args.draft && !hasMappedSomething(choices)) throw ruleError('data', MAP_MSG.nothingMapped);
  const endpointChoices = await validateEndpoints(args.req, {
    docTypeId: args.docTypeId,
    draft: args.draft,
    production: ctx.config.production,
    ssrf: ctx.config.ssrf,
    storedFtpIn: args.stored?.ftpIn ?? false,
    storedFtpOut: args.stored?.ftpOut ?? false,
  });
  const tab = endpointChoices.endpoints.excelTabName;
  if (tab && (await isWorksheetTaken(ctx, caller, tab, args.mappingId)))
    throw ruleError('config.excelTabName', MAP_MSG.worksheetTaken, 'conflict');
  const retention = resolveRetention(args.docTypeId, args.req, args.stored?.retentionState);
  let template: Template | null = null;
  if (!args.draft) {
    if (!args.sampleDocument) throw ruleError('fileName', MAP_MSG.sampleNotFound);
    template = learnMappingTemplate(args.sampleDocument, choices, fields, args.sample, args.sampleFileName);
  }
  const sampleFacts = template && args.sampleDocument ? sampleFactsOf(template, args.sampleDocument) : null;
  return {
    choices,
    ...endpointChoices,
    ...retention,
    requiredApproval: args.req.requiredApproval ?? false,
    template,
    sampleFacts,
  };
}

async function isWorksheetTaken(
  ctx: AppContext,
  caller: CallerContext,
  tab: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: mappings.id })
    .from(mappings)
    .where(inCompany(mappings, caller, sql`lower(${mappings.endpoints}->>'excelTabName') = ${tab.toLowerCase()}`));
  return rows.some((r) => r.id !== exceptId);
}
