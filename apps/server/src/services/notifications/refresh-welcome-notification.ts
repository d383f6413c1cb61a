import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { companies, notifications, securityCodes } from '../../db/schema/index.ts';
import { WELCOME_HEADER, welcomeNotification, type OnboardingLeft } from './welcome-notification.ts';

type Caller = Pick<CallerContext, 'companyId'>;

/** Features are chosen once SaveConfigurationDetails ran; the phone is verified once a security PIN matched. */
export async function onboardingLeft(db: Db, caller: Caller): Promise<OnboardingLeft> {
  const [company] = await db
    .select({ featuresChosenAt: companies.featuresChosenAt })
    .from(companies)
    .where(eq(companies.id, caller.companyId))
    .limit(1);
  const [verified] = await db
    .select({ id: securityCodes.id })
    .from(securityCodes)
    .where(inCompany(securityCodes, caller, isNotNull(securityCodes.verifiedAt)))
    .limit(1);
  return { features: !company?.featuresChosenAt, phone: !verified };
}

/**
 * Rewrites the company's welcome notification after an onboarding step (features saved, PIN
 * verified), so the bell never asks for a step already done (issue 26 point 4); with nothing
 * left it says the account is set up. The date stays the registration's.
 */
export async function refreshWelcomeNotification(db: Db, caller: Caller): Promise<void> {
  const [company] = await db
    .select({ companyName: companies.companyName, contactName: companies.contactName })
    .from(companies)
    .where(eq(companies.id, caller.companyId))
    .limit(1);
  if (!company) return;
  const welcome = welcomeNotification(company.companyName || company.contactName, await onboardingLeft(db, caller));
  await db
    .update(notifications)
    .set({ message: welcome.message })
    .where(inCompany(notifications, caller, eq(notifications.header, WELCOME_HEADER)));
}
