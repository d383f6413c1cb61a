import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userApi } from '../../api/user.api';
import { SS } from '../../app/session/storage-keys';
import { openBilling } from '../../app/layouts/open-billing';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { topUpBanner } from './top-up-rules';

/** The low-balance banner at the top of the admin pages (spec 002 §4 Top-up banner). */
export function TopUpBanner() {
  const { data } = useQuery({
    queryKey: ['paymentStatus'],
    queryFn: () => userApi.paymentStatus(true),
    staleTime: 60_000,
  });
  const locale = useCompanyLocale();
  const banner = data ? topUpBanner(data, locale) : null;
  useEffect(() => {
    if (banner) sessionStorage.setItem(SS.showTopUp, banner.showTopUp);
  }, [banner?.showTopUp]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!banner || banner.kind === 'none') return null;
  return (
    <Alert color={banner.kind === 'low' ? 'red' : 'yellow'} mb="md" data-testid={`topup-banner-${banner.kind}`}>
      {banner.text}{' '}
      <Anchor component="button" type="button" onClick={() => void openBilling()} data-testid="topup-now">
        Top up now
      </Anchor>
    </Alert>
  );
}
