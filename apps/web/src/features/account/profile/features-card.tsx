import { Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import {
  MODULE_LABELS,
  MSG,
  type AccessModule,
  type AdminUserDetail,
  type CompanyDetails,
} from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userApi } from '../../../api/user.api';
import { toastSuccess } from '../../../components/toast';
import { valuesFromDetail } from '../company/company-form-values';
import { ADMIN_USER_KEY } from '../use-admin-user.hook';

/** Paperbridge Features card: ICR and DA shown checked but disabled; Insight Generation toggles (spec 002 §2 Profile). */
export function FeaturesCard({ detail }: { detail: AdminUserDetail | undefined }) {
  const queryClient = useQueryClient();
  const [ig, setIg] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const igChecked = ig ?? detail?.accessModuls.includes('IG') ?? false;

  const save = async () => {
    if (!detail) return;
    const base = detail.accessModuls.filter((m) => m !== 'IG');
    const accessModuls: AccessModule[] = igChecked ? [...base, 'IG'] : base.length ? base : ['ICR', 'DA'];
    setSaving(true);
    try {
      await userApi.updateAdminUserDetail({ ...(valuesFromDetail(detail) as unknown as CompanyDetails), accessModuls });
      toastSuccess(MSG.profileUpdated);
      setIg(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
    } catch {
      // toast already shown
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="profile-features-card">
      <Title order={3} mb="md">
        Paperbridge Features
      </Title>
      <Stack gap="sm">
        <Checkbox label={MODULE_LABELS.ICR} checked disabled readOnly data-testid="profile-feature-ICR" />
        <Checkbox label={MODULE_LABELS.DA} checked disabled readOnly data-testid="profile-feature-DA" />
        <Checkbox
          label={MODULE_LABELS.IG}
          checked={igChecked}
          disabled={!detail}
          onChange={(e) => setIg(e.currentTarget.checked)}
          data-testid="profile-feature-IG"
        />
        <Group justify="flex-end">
          <Button onClick={save} loading={saving} disabled={!detail || ig === null} data-testid="profile-features-save">
            Save features
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
