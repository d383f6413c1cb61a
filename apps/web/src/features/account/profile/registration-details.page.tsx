import { Stack, Title } from '@mantine/core';
import { useAdminUser } from '../use-admin-user.hook';
import { CompanyCard } from './company-card';

/** /manage/registration-details: the company details / profile form. */
export function RegistrationDetailsPage() {
  const user = useAdminUser();
  return (
    <Stack data-testid="page-registration-details">
      <Title order={2}>Registration details</Title>
      <CompanyCard detail={user.data} />
    </Stack>
  );
}
