import { userApi } from '../../api/user.api';

/** Fetches the billing address and goes there (result is a URL, code 200). */
export async function openBilling(): Promise<boolean> {
  const url = await userApi.billing().catch(() => null);
  if (url) window.location.assign(url);
  return !!url;
}
