import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { openMigratedPglite } from '../../testing/pglite-snapshot.ts';
import { companyLocale } from './company-locale.ts';

describe('companyLocale: the profile overrides over the country defaults', () => {
  let database: Database;
  const ids: Record<string, string> = {};

  before(async () => {
    database = await openDatabase({
      databaseUrl: 'memory://',
      dataDir: os.tmpdir(),
      openMemoryPglite: openMigratedPglite,
    });
    const add = async (name: string, values: Partial<typeof companies.$inferInsert>) => {
      const [row] = await database.db
        .insert(companies)
        .values({ email: `${name}@locale.example`, ...values })
        .returning({ id: companies.id });
      ids[name] = row!.id;
    };
    await add('german', { country: 'DE' });
    await add('swissInEuro', { country: 'CH', currency: 'EUR', dateOrder: 'YMD', decimalMark: ',' });
    await add('unregistered', {});
  });
  after(async () => database?.close());

  it('a German company with no overrides gets +49, EUR, day-first and the decimal comma', async () => {
    assert.deepEqual(await companyLocale(database.db, ids.german!), {
      country: 'DE',
      currency: 'EUR',
      dialCode: '49',
      dateOrder: 'DMY',
      decimal: ',',
    });
  });
  it("the profile choices win over the country, the dial code stays the country's", async () => {
    assert.deepEqual(await companyLocale(database.db, ids.swissInEuro!), {
      country: 'CH',
      currency: 'EUR',
      dialCode: '41',
      dateOrder: 'YMD',
      decimal: ',',
    });
  });
  it('clearing an override (null) goes back to the country default', async () => {
    await database.db
      .update(companies)
      .set({ currency: null, dateOrder: null })
      .where(eq(companies.id, ids.swissInEuro!));
    const locale = await companyLocale(database.db, ids.swissInEuro!);
    assert.equal(locale.currency, 'CHF');
    assert.equal(locale.dateOrder, 'DMY');
    assert.equal(locale.decimal, ',');
  });
  it("a company without a country yet, or none at all, gets Australia's (spec default country)", async () => {
    assert.equal((await companyLocale(database.db, ids.unregistered!)).currency, 'AUD');
    assert.equal((await companyLocale(database.db, '00000000-0000-0000-0000-000000000000')).dialCode, '61');
  });
});
