import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useAdminUser } from '../use-admin-user.hook';
import { ChangePasswordCard } from './change-password-card';
import { CompanyCard } from './company-card';
import { FeaturesCard } from './features-card';
import { NotificationsCard } from './notifications-card';
import { RegionalSettingsCard } from './regional-settings-card';

/**
 * /admin/user-profile: company details, features and change password (spec 002 §2), the regional
 * settings (issue 30) and the user's notification e-mails (issue 10).
 */
export function UserProfilePage() {
  const user = useAdminUser();
  return (
    <Stack data-testid="page-user-profile">
      <Title order={2}>Profile</Title>
      <CompanyCard detail={user.data} />
      <RegionalSettingsCard detail={user.data} />
      {/* the three short cards share a row on a wide screen */}
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <FeaturesCard detail={user.data} />
        <NotificationsCard detail={user.data} />
        <ChangePasswordCard />
      </SimpleGrid>
    </Stack>
  );
}
