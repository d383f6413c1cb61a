import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { MSG, type AdminUserDetail, type CompanyDetails } from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userApi } from '../../../api/user.api';
import { toastSuccess } from '../../../components/toast';
import { valuesFromDetail } from '../company/company-form-values';
import { ADMIN_USER_KEY } from '../use-admin-user.hook';

/**
 * Notifications card (beyond the spec, issue 10 point 5): the signed-in user also gets the bell's
 * notifications (delivery failed, waiting for review, low balance, upload processed) by e-mail.
 * Saved through UpdateAdminUserDetail like the features card, with the company details unchanged.
 */
export function NotificationsCard({ detail }: { detail: AdminUserDetail | undefined }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = choice ?? detail?.notifyByEmail ?? false;

  const save = async () => {
    if (!detail) return;
    setSaving(true);
    try {
      await userApi.updateAdminUserDetail({
        ...(valuesFromDetail(detail) as unknown as CompanyDetails),
        notifyByEmail: checked,
      });
      toastSuccess(MSG.profileUpdated);
      setChoice(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
    } catch {
      // toast already shown
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="profile-notifications-card">
      <Title order={3} mb="md">
        Notifications
      </Title>
      <Stack gap="sm">
        <Checkbox
          label="E-mail me my notifications"
          description="A delivery that failed, a document waiting for review, a low balance and a processed upload, also sent to your e-mail address."
          checked={checked}
          disabled={!detail}
          onChange={(e) => setChoice(e.currentTarget.checked)}
          data-testid="profile-notify-email"
        />
        <Text size="xs" c="dimmed">
          The bell shows them either way.
        </Text>
        <Group justify="flex-end">
          <Button
            onClick={save}
            loading={saving}
            disabled={!detail || choice === null}
            data-testid="profile-notifications-save"
          >
            Save notifications
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
