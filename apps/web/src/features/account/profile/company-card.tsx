import { Card, Center, Loader, Title } from '@mantine/core';
import { MSG, type AdminUserDetail, type CompanyDetails } from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { userApi } from '../../../api/user.api';
import { toastSuccess } from '../../../components/toast';
import { CompanyDetailsForm } from '../company/company-details.form';
import { valuesFromDetail } from '../company/company-form-values';
import { ADMIN_USER_KEY } from '../use-admin-user.hook';

/** Individual / Company Details card: Submit when new, Update when it exists. */
export function CompanyCard({ detail }: { detail: AdminUserDetail | undefined }) {
  const queryClient = useQueryClient();
  const save = async (values: CompanyDetails) => {
    await userApi.updateAdminUserDetail(values);
    toastSuccess(MSG.profileUpdated);
    await queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
  };
  return (
    <Card withBorder radius="md" p="lg" data-testid="profile-company-card">
      <Title order={3} mb="md">
        Individual / Company Details
      </Title>
      {detail ? (
        <CompanyDetailsForm
          key={JSON.stringify(detail)}
          initialValues={valuesFromDetail(detail)}
          submitLabel={detail.isNew ? 'Submit' : 'Update'}
          onSubmit={save}
        />
      ) : (
        <Center p="md">
          <Loader />
        </Center>
      )}
    </Card>
  );
}
