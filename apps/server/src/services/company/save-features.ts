import { and, isNotNull } from 'drizzle-orm';
import type { AccessModule } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { ownCompany } from './own-company.ts';
import { refreshWelcomeNotification } from '../notifications/refresh-welcome-notification.ts';

export const DETAILS_FIRST = 'Please save your company details first.';

/** SaveConfigurationDetails (the features page): the company's modules, once it is registered; the welcome notification follows. */
export async function saveFeatures(
  db: Db,
  caller: CallerContext,
  accessModuls: AccessModule[],
): Promise<AccessModule[]> {
  const modules = [...new Set(accessModuls)];
  const now = new Date();
  const updated = await db
    .update(companies)
    .set({ accessModules: modules, featuresChosenAt: now, updatedAt: now })
    .where(and(ownCompany(caller), isNotNull(companies.registeredAt)))
    .returning({ id: companies.id });
  if (updated.length === 0) throw conflict(DETAILS_FIRST);
  await refreshWelcomeNotification(db, caller);
  return modules;
}
