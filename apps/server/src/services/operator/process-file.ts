import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { SETTLED_DOCUMENT_STATES } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documents, mappings } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors/domain-error.ts';
import { findUserByEmail } from '../identity/find-user.ts';
import { nameKeyOf } from '../mappings/config-name.ts';
import { findMappingForUpload } from '../upload-source/find-mapping-for-upload.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { submitDocument } from '../../pipeline/intake/submit-document.ts';
import { describeDocument } from '../documents/describe-document.ts';

export interface ProcessedFile {
  dtId: string;
  fileName: string;
  status: string;
  approvalStatus: number | null;
  dtConfidence: number | null;
  dtUniqueReference: string | null;
  pageCount: number | null;
  message: string | null;
  elapsedMs: number;
  data: unknown;
}

/**
 * The operator's `process FILE --mapping NAME --email E`: one file through the whole pipeline for
 * that user's mapping, waiting until the document settles (ready, awaiting review, failed...),
 * answered as JSON with its extracted data. The workers that run it are the server's own.
 */
export async function processFile(
  ctx: AppContext,
  input: { email: string; mappingName: string; fileName: string; stream: Readable; waitMs?: number },
): Promise<ProcessedFile> {
  const started = Date.now();
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(`No user with the e-mail ${input.email}`);
  const [named] = await ctx.db
    .select({ id: mappings.id })
    .from(mappings)
    .where(and(eq(mappings.companyId, user.companyId), eq(mappings.nameKey, nameKeyOf(input.mappingName))));
  if (!named) throw notFound(`No mapping named ${input.mappingName} in that user's company`);
  const mapping = await findMappingForUpload(ctx.db, user.companyId, named.id, 'api', 'mapping');
  const file = await storeDocumentFile(ctx, user.companyId, {
    folder: `operator/${randomUUID()}`,
    fileName: input.fileName,
    stream: input.stream,
  });
  const { dtId } = await submitDocument(ctx, {
    companyId: user.companyId,
    mapping,
    source: 'api',
    file,
    sourceRef: 'operator-cli',
  });
  const until = Date.now() + (input.waitMs ?? 10 * 60_000);
  for (;;) {
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, dtId));
    if (doc && SETTLED_DOCUMENT_STATES.includes(doc.status)) {
      const { createdDate, processedDate, data, ...summary } = await describeDocument(ctx, doc);
      return { ...summary, elapsedMs: Date.now() - started, data };
    }
    if (Date.now() > until)
      throw invalid(
        `The document ${dtId} did not finish in time (state ${doc?.status ?? 'unknown'}); it goes on in the background.`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}
