import { API_SOURCE_MSG, type RegeneratedApiToken } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { findMapping } from '../mappings/find-mapping.ts';
import { conflict, invalidField } from '../../lib/errors/domain-error.ts';
import { issueApiToken } from './issue-api-token.ts';

/**
 * RegenerateApiToken (beyond the spec): a lost or leaked token is replaced; the old one stops
 * working at once (only the new hash is kept) and the new token is e-mailed to the caller.
 */
export async function regenerateApiToken(
  ctx: AppContext,
  caller: CallerContext,
  cnId: string,
): Promise<RegeneratedApiToken> {
  const mapping = await findMapping(ctx.db, caller, cnId, 'cnId');
  if (!mapping.endpoints.isAPI) throw invalidField('cnId', API_SOURCE_MSG.apiNotSelected);
  const issuedAt = await issueApiToken(ctx, caller, mapping.id, 'regenerated');
  // the mapping was deleted between the two statements
  if (!issuedAt) throw conflict(API_SOURCE_MSG.apiNotSelected);
  return { cnId: mapping.id, apiTokenCreatedAt: issuedAt.toISOString() };
}
