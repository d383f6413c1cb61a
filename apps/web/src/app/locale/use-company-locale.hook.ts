import { defaultLocaleFor, type CompanyLocale } from '@paperbridge/contracts';
import { useAdminUser } from '../../features/account/use-admin-user.hook';
import { getLoginState } from '../../features/account/onboarding/login-state';

/**
 * The signed-in company's locale (issue 30 point 5): the profile's regional settings over its
 * country's defaults, as GetAdminUserDetail answers them; before that answer (or before the PIN,
 * when admin calls are refused) the defaults of the country this tab signed in with.
 */
export function useCompanyLocale(): CompanyLocale {
  const user = useAdminUser();
  return user.data?.locale ?? defaultLocaleFor(getLoginState()?.country);
}
