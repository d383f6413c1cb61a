import { and, isNull } from 'drizzle-orm';
import type { CompanyDetails } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { createNotification } from '../../domain/notifications/create-notification.ts';
import { welcomeNotification } from '../notifications/welcome-notification.ts';
import { onboardingLeft } from '../notifications/refresh-welcome-notification.ts';
import { companyColumns } from './company-columns.ts';
import { ownCompany } from './own-company.ts';
import { requireVerifiedEmail } from './require-verified-email.ts';

export const ALREADY_REGISTERED = 'Company details are already registered. Use UpdateAdminUserDetail to change them.';

/**
 * SaveDetails (first-time registration): stores the company details and modules,
 * marks the company registered and posts the welcome notification, all at once.
 */
export async function saveCompanyDetails(db: Db, caller: CallerContext, details: CompanyDetails): Promise<void> {
  await requireVerifiedEmail(db, caller);
  const now = new Date();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(companies)
      .set({ ...companyColumns(details), accessModules: details.accessModuls, registeredAt: now, updatedAt: now })
      .where(and(ownCompany(caller), isNull(companies.registeredAt)))
      .returning({ id: companies.id });
    if (updated.length === 0) throw conflict(ALREADY_REGISTERED);
    const name = details.coCompanyName || details.coContactName;
    await createNotification(tx, caller, welcomeNotification(name, await onboardingLeft(tx, caller)));
  });
}
