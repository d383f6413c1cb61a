import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_REVIEW_MODE,
  DOC_TYPE_IDS,
  MAP_MSG,
  isValidConfigName,
  type SubmitConfiguration,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings, sampleExtractions } from '../../db/schema/index.ts';
import { findClientByEmail } from '../clients/find-client.ts';
import { isUniqueViolation } from '../clients/unique-violation.ts';
import { checkConfigName, isConfigNameTaken, nameKeyOf } from './config-name.ts';
import { sealFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { findDoneSample, storedSampleOf } from './find-sample.ts';
import { prepareMapping } from './prepare-mapping.ts';
import { keepLearnedReadings } from './keep-learned-readings.ts';
import { ruleError } from './rule-error.ts';
import { ensureApiToken } from '../api-source/issue-api-token.ts';
import { ensureInboundEmailKey } from '../email-source/ensure-inbound-email-key.ts';
import { mailEnterpriseRequestAfterSave } from '../delivery/enterprise/mail-enterprise-request.ts';

/**
 * MapDataFromSampleFile: a new mapping from a sample and the user's choices; a final save learns
 * the engine template. The sample's file passes to the mapping (the sample row is consumed).
 */
export async function createMapping(
  ctx: AppContext,
  caller: CallerContext,
  body: SubmitConfiguration,
): Promise<{ cnId: string; draftMode: boolean }> {
  const req = body.endPointsConfigRequest;
  const draft = req.draftMode ?? false;
  const client = req.coEmail ? await findClientByEmail(ctx.db, caller, req.coEmail) : null;
  if (!client) throw ruleError('endPointsConfigRequest.coEmail', MAP_MSG.clientNotFound);
  const docTypeId = req.config?.dtId;
  if (!docTypeId || !(DOC_TYPE_IDS as number[]).includes(docTypeId))
    throw ruleError('endPointsConfigRequest.config.dtId', 'Unknown document type');
  const name = (req.configName ?? '').trim();
  if (!isValidConfigName(name)) throw ruleError('endPointsConfigRequest.configName', MAP_MSG.nameRule);
  if (await isConfigNameTaken(ctx.db, caller, name))
    throw ruleError(
      'endPointsConfigRequest.configName',
      (await checkConfigName(ctx.db, caller, name)).message,
      'conflict',
    );
  const sampleRow = await findDoneSample(ctx.db, caller, body.fileName);
  const { sample, document } = storedSampleOf(sampleRow);
  const id = randomUUID();
  const p = await prepareMapping(ctx, caller, {
    mappingId: id,
    docTypeId,
    draft,
    req,
    data: body.data ?? { fields: [], udfFields: [], tables: [] },
    sample,
    sampleDocument: document,
    sampleFileName: sampleRow.fileName,
  });
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(mappings).values({
        id,
        companyId: caller.companyId,
        clientId: client.id,
        docTypeId,
        name,
        nameKey: nameKeyOf(name),
        draftMode: draft,
        sampleFileKey: sampleRow.fileKey,
        sampleFileName: sampleRow.fileName,
        sampleDocument: document,
        sample,
        ...p.choices,
        template: p.template ? keepLearnedReadings(null, p.template, new Date()) : null,
        retentionState: p.retentionState,
        retentionDuration: p.retentionDuration,
        endpoints: p.endpoints,
        ftpInSecret: p.ftpInPassword ? sealFtpPassword(ctx.config, id, 'in', p.ftpInPassword) : null,
        ftpOutSecret: p.ftpOutPassword ? sealFtpPassword(ctx.config, id, 'out', p.ftpOutPassword) : null,
        requiredApproval: p.requiredApproval,
        reviewMode: req.reviewMode ?? DEFAULT_REVIEW_MODE,
        ...(p.sampleFacts
          ? { valueLocale: p.sampleFacts.valueLocale, supplierIdentity: p.sampleFacts.supplierIdentity }
          : {}),
      });
      await tx
        .delete(sampleExtractions)
        .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.id, sampleRow.id)));
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw ruleError(
        'endPointsConfigRequest.configName',
        (await checkConfigName(ctx.db, caller, name)).message,
        'conflict',
      );
    throw e;
  }
  await ensureApiToken(ctx, caller, { id, draftMode: draft, isAPI: p.endpoints.isAPI });
  await ensureInboundEmailKey(ctx, caller, { id, isEmailConfig: p.endpoints.isEmailConfig });
  await mailEnterpriseRequestAfterSave(
    ctx,
    caller,
    { mappingId: id, draftMode: draft, request: p.endpoints.enterpriseRequest },
    null,
  );
  return { cnId: id, draftMode: draft };
}
