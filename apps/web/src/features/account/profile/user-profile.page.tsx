import { Stack, Title } from '@mantine/core';
import { useAdminUser } from '../use-admin-user.hook';
import { ChangePasswordCard } from './change-password-card';
import { CompanyCard } from './company-card';
import { FeaturesCard } from './features-card';

/** /admin/user-profile: three cards (spec 002 §2). */
export function UserProfilePage() {
  const user = useAdminUser();
  return (
    <Stack data-testid="page-user-profile">
      <Title order={2}>Profile</Title>
      <CompanyCard detail={user.data} />
      <FeaturesCard detail={user.data} />
      <ChangePasswordCard />
    </Stack>
  );
}
