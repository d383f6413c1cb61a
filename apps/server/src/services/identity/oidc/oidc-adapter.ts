import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/database.ts';
import { oidcPayloads } from '../../../db/schema/index.ts';

/** How often an upsert also sweeps expired rows (instead of a separate scheduled job). */
const SWEEP_CHANCE = 0.01;

/**
 * The row key of a model instance. An id is the bearer value itself (access token, refresh token,
 * authorization code, session and interaction cookie), so only its SHA-256 is stored: a copy of the
 * table grants nothing. The ids are 128+ random bits, so an unsalted fast hash is enough.
 */
export function oidcRowId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** The payload without the copies of bearer values oidc-provider puts in it: the id (`jti`) and an interaction's session cookie. */
function storedPayload(payload: AdapterPayload): Record<string, unknown> {
  const { jti: _jti, ...rest } = payload;
  if (rest.session && typeof rest.session === 'object') {
    const { cookie: _cookie, ...session } = rest.session as Record<string, unknown>;
    return { ...rest, session };
  }
  return rest;
}

/**
 * oidc-provider's storage on our database: one table, keyed by (model name, SHA-256 of the id).
 * `find` is given the id and puts it back as `jti`; `findByUid` (a session, for checks only) and
 * `findByUserCode` (device flow, not enabled) answer without one.
 */
export class OidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  private live() {
    return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
  }

  private async findWhere(condition: ReturnType<typeof eq>, id?: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition, this.live()))
      .limit(1);
    if (!row) return undefined;
    const payload = { ...(row.payload as AdapterPayload), ...(id !== undefined && { jti: id }) };
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const values = {
      payload: storedPayload(payload),
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id: oidcRowId(id), type: this.type, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    if (Math.random() < SWEEP_CHANCE) await this.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, oidcRowId(id)), id);
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, oidcRowId(id))));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, oidcRowId(id))));
  }

  /** A revoked grant takes every code and token issued under it, whatever their model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}
