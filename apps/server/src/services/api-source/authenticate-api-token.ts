import { eq } from 'drizzle-orm';
import { API_SOURCE_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { mappings } from '../../db/schema/index.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { forbidden, unauthenticated } from '../../lib/errors/domain-error.ts';
import { hashApiToken, looksLikeApiToken } from './api-token.ts';

/**
 * The mapping an API call acts for: the one whose stored hash matches the bearer token. The
 * token names both the company and the mapping, so everything after is scoped by them. A mapping
 * whose API source was removed keeps its token but is refused (403) until it is chosen again.
 */
export async function authenticateApiToken(ctx: AppContext, token: string | null): Promise<MappingRecord> {
  if (!token) throw unauthenticated(API_SOURCE_MSG.tokenRequired);
  if (!looksLikeApiToken(token)) throw unauthenticated(API_SOURCE_MSG.tokenInvalid);
  const [mapping] = await ctx.db
    .select()
    .from(mappings)
    .where(eq(mappings.apiTokenHash, hashApiToken(token)));
  if (!mapping) throw unauthenticated(API_SOURCE_MSG.tokenInvalid);
  if (!mapping.endpoints.isAPI) throw forbidden(API_SOURCE_MSG.apiNotSelected);
  return mapping;
}
