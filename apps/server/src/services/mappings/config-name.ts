import { eq, like } from 'drizzle-orm';
import { DOC_TYPE_CODES, MAP_MSG, isValidConfigName, type DocTypeId } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { findClientByEmail } from '../clients/find-client.ts';

/** Mapping names are unique within the company, case-insensitively. */
export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export async function isConfigNameTaken(
  db: Db,
  caller: CallerContext,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: mappings.id })
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.nameKey, nameKeyOf(name))));
  return rows.some((r) => r.id !== exceptId);
}

/** The first free `<stem><n>` (n from `from`), always passing the name rule. */
export async function freeConfigName(db: Db, caller: CallerContext, stem: string, from = 1): Promise<string> {
  let base = stem.replace(/[^A-Za-z\d.]/g, '').slice(0, 90);
  if (!/[A-Za-z]/.test(base)) base = `MAP${base}`;
  const taken = new Set(
    (
      await db
        .select({ key: mappings.nameKey })
        .from(mappings)
        .where(inCompany(mappings, caller, like(mappings.nameKey, `${base.toLowerCase()}%`)))
    ).map((r) => r.key),
  );
  for (let n = from; ; n++) {
    const name = `${base}${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** CheckConfigName: result true when the name passes the rule and is free; a taken name comes with a suggestion. */
export async function checkConfigName(
  db: Db,
  caller: CallerContext,
  raw: string,
): Promise<{ result: boolean; message: string }> {
  const name = raw.trim();
  if (!isValidConfigName(name)) return { result: false, message: MAP_MSG.nameRule };
  if (!(await isConfigNameTaken(db, caller, name))) return { result: true, message: MAP_MSG.nameAvailable };
  const m = /^(.*?)(\d+)$/.exec(name);
  const suggestion = m
    ? await freeConfigName(db, caller, m[1]!, Number(m[2]) + 1)
    : await freeConfigName(db, caller, name, 1);
  return { result: false, message: MAP_MSG.nameTaken(suggestion) };
}

/** The client's short name: its company name's first word (letters and digits, at most 8), upper-case. */
export function clientShortName(companyName: string): string {
  const words = companyName
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Z\d]/g, ''))
    .filter(Boolean);
  return (words[0] ?? 'CLIENT').slice(0, 8);
}

/** GenerateConfigName?supplierEmail&docTypeId: client short name + type code + the first free number, e.g. ACMEINV1. */
export async function generateConfigName(
  db: Db,
  caller: CallerContext,
  supplierEmail: string,
  docTypeId: DocTypeId,
): Promise<string> {
  const client = await findClientByEmail(db, caller, supplierEmail);
  if (!client) throw notFound(MAP_MSG.clientNotFound, [{ field: 'supplierEmail', message: MAP_MSG.clientNotFound }]);
  return freeConfigName(db, caller, `${clientShortName(client.companyName)}${DOC_TYPE_CODES[docTypeId]}`);
}
