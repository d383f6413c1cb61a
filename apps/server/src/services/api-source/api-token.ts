import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@paperbridge/contracts';
import { hashToken } from '../sessions/session-token.ts';

/** 32 random bytes: a token nobody can guess; the prefix makes a leaked one recognisable. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Only this SHA-256 is stored (mappings.apiTokenHash), so a database leak yields no usable token. */
export function hashApiToken(token: string): string {
  return hashToken(token);
}

/** A cheap shape check first, so garbage in the header costs no database query. */
export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX) && token.length > API_TOKEN_PREFIX.length + 20 && token.length < 200;
}
