import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { ACCESS_MODULES, MODULE_LABELS, featuresRequestSchema, type AccessModule } from '@paperbridge/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.api';
import { patchLoginState } from './login-state';
import { OnboardingCard } from './onboarding-card';

interface FeaturesValues {
  accessModuls: AccessModule[];
}

/** /auth/features: module checkboxes, at least one (spec 002 §2, §5). */
export function FeaturesPage() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, formState } = useForm<FeaturesValues>({
    resolver: zodResolver(featuresRequestSchema),
    defaultValues: { accessModuls: [] },
  });
  const submit = handleSubmit(async ({ accessModuls }) => {
    setSaving(true);
    try {
      await authApi.saveConfigurationDetails(accessModuls);
      patchLoginState({ isFeature: true });
      navigate('/auth/configure-security-service');
    } catch {
      setSaving(false);
    }
  });
  return (
    <OnboardingCard
      title="Choose your features"
      subtitle="Pick the Paperbridge modules you want to use."
      testId="page-features"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="accessModuls"
            render={({ field }) => (
              <Checkbox.Group
                value={field.value}
                onChange={(v) => field.onChange(v as AccessModule[])}
                error={formState.errors.accessModuls?.message}
              >
                <Stack gap="sm" mt="xs">
                  {ACCESS_MODULES.map((m) => (
                    <Checkbox key={m} value={m} label={`${MODULE_LABELS[m]} (${m})`} data-testid={`feature-${m}`} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="features-submit">
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingCard>
  );
}
