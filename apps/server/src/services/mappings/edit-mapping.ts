import { eq } from 'drizzle-orm';
import type { EditConfiguration } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings, sampleExtractions } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { findDoneSample, storedSampleOf, type SampleRecord } from './find-sample.ts';
import { findMapping } from './find-mapping.ts';
import { sealFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { prepareMapping } from './prepare-mapping.ts';
import { keepLearnedPlaces } from './keep-learned-places.ts';
import { keepLearnedReadings } from './keep-learned-readings.ts';
import { mayUseStoredPassword } from './stored-ftp-password.ts';
import { ensureApiToken } from '../api-source/issue-api-token.ts';
import { ensureInboundEmailKey } from '../email-source/ensure-inbound-email-key.ts';
import { mailEnterpriseRequestAfterSave } from '../delivery/enterprise/mail-enterprise-request.ts';

/**
 * EditConfiguration: client, type and name stay; the sample (a new fileName), the choices (data),
 * retention, sources and destinations are replaced. A blank FTP password keeps the stored one.
 */
export async function editMapping(
  ctx: AppContext,
  caller: CallerContext,
  body: EditConfiguration,
): Promise<{ cnId: string; draftMode: boolean }> {
  const req = body.endPointsConfigRequest;
  const current = await findMapping(ctx.db, caller, req.cnId, 'endPointsConfigRequest.cnId');
  const draft = req.draftMode ?? false;
  let newSample: SampleRecord | null = null;
  if (body.fileName && body.fileName !== current.sampleFileName)
    newSample = await findDoneSample(ctx.db, caller, body.fileName);
  const { sample, document } = newSample
    ? storedSampleOf(newSample)
    : {
        sample: current.sample ?? null,
        document: (current.sampleDocument ?? null) as Parameters<typeof prepareMapping>[2]['sampleDocument'],
      };
  const data =
    body.data ??
    (newSample
      ? { fields: [], udfFields: [], tables: [] }
      : { fields: current.fieldMappings, udfFields: current.udfFields, tables: current.tableMappings });
  const keepIn = mayUseStoredPassword(current.endpoints.ftpIn, current.ftpInSecret, req.config?.ftpIn);
  const keepOut = mayUseStoredPassword(current.endpoints.ftpOut, current.ftpOutSecret, req.config?.ftpOut);
  const p = await prepareMapping(ctx, caller, {
    mappingId: current.id,
    docTypeId: current.docTypeId,
    draft,
    req,
    data,
    sample,
    sampleDocument: document,
    sampleFileName: newSample?.fileName ?? current.sampleFileName,
    stored: { ftpIn: keepIn, ftpOut: keepOut, retentionState: current.retentionState },
  });
  const secret = (
    direction: 'in' | 'out',
    password: string | null | undefined,
    keep: boolean,
    stored: string | null,
  ) => {
    if (password) return sealFtpPassword(ctx.config, current.id, direction, password);
    if (password === undefined && keep) return stored;
    return null;
  };
  await ctx.db.transaction(async (tx) => {
    // under the row lock: an approval learning at the same moment (learn-from-approval.ts) is not lost
    const [locked] = await tx
      .select({ template: mappings.template })
      .from(mappings)
      .where(inCompany(mappings, caller, eq(mappings.id, current.id)))
      .for('update');
    const previous = locked?.template ?? current.template;
    await tx
      .update(mappings)
      .set({
        draftMode: draft,
        ...(newSample
          ? { sampleFileKey: newSample.fileKey, sampleFileName: newSample.fileName, sampleDocument: document, sample }
          : {}),
        ...p.choices,
        // the same sample: the places reviewers' corrections taught survive the save (a new sample starts afresh);
        // the readings they taught survive any save, for the fields still mapped
        template: p.template
          ? keepLearnedReadings(previous, newSample ? p.template : keepLearnedPlaces(previous, p.template), new Date())
          : draft
            ? previous
            : null,
        retentionState: p.retentionState,
        retentionDuration: p.retentionDuration,
        // a client that does not send the file layouts or CSV formats keeps the stored ones
        endpoints: {
          ...p.endpoints,
          ...(!req.fileLayouts && current.endpoints.fileLayouts ? { fileLayouts: current.endpoints.fileLayouts } : {}),
          ...(!req.csvFormats && current.endpoints.csvFormats ? { csvFormats: current.endpoints.csvFormats } : {}),
        },
        ftpInSecret: p.endpoints.ftpIn ? secret('in', p.ftpInPassword, keepIn, current.ftpInSecret) : null,
        ftpOutSecret: p.endpoints.ftpOut ? secret('out', p.ftpOutPassword, keepOut, current.ftpOutSecret) : null,
        requiredApproval: p.requiredApproval,
        // a client that does not send the review choice keeps the stored one
        ...(req.reviewMode ? { reviewMode: req.reviewMode } : {}),
        // the same sample keeps the conventions its documents and reviewers taught; the supplier follows the mapped name
        ...(p.sampleFacts
          ? {
              valueLocale: newSample ? p.sampleFacts.valueLocale : (current.valueLocale ?? p.sampleFacts.valueLocale),
              supplierIdentity: p.sampleFacts.supplierIdentity,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(inCompany(mappings, caller, eq(mappings.id, current.id)));
    if (newSample)
      await tx
        .delete(sampleExtractions)
        .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.id, newSample.id)));
  });
  if (newSample && current.sampleFileKey) await storageFor(ctx).delete(caller.companyId, current.sampleFileKey);
  await ensureApiToken(ctx, caller, { id: current.id, draftMode: draft, isAPI: p.endpoints.isAPI });
  await ensureInboundEmailKey(ctx, caller, { id: current.id, isEmailConfig: p.endpoints.isEmailConfig });
  await mailEnterpriseRequestAfterSave(
    ctx,
    caller,
    { mappingId: current.id, draftMode: draft, request: p.endpoints.enterpriseRequest },
    { draftMode: current.draftMode, request: current.endpoints.enterpriseRequest },
  );
  return { cnId: current.id, draftMode: draft };
}
