import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { changePasswordFormSchema, MSG, type ChangePasswordRequest } from '@paperbridge/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/api-client';
import { authApi } from '../../../api/auth.api';
import { userApi } from '../../../api/user.api';
import { clearSession } from '../../../app/session/session-store';
import { toastSuccess } from '../../../components/toast';

/** Logout everywhere at 800 ms, reload at 1000 ms after a password change (spec 002 §9). */
export const LOGOUT_AFTER_MS = 800;
export const RELOAD_AFTER_MS = 1000;

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Change Password card with its confirm modal (spec 002 §4 Password change). The current password comes
 * first (issue 14 point 7); a wrong one is shown on its field. After the change the landing and sign-in
 * pages say 'Your password was changed: sign in with the new one.'.
 */
export function ChangePasswordCard() {
  const [pending, setPending] = useState<ChangePasswordRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await userApi.changePassword(pending);
      toastSuccess(MSG.passwordUpdated);
      setPending(null);
      reset();
      window.setTimeout(() => {
        void authApi.logout().catch(() => undefined);
        clearSession('password');
      }, LOGOUT_AFTER_MS);
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (e) {
      setBusy(false);
      setPending(null);
      if (e instanceof ApiError && e.message === MSG.currentPasswordIncorrect)
        setError('currentPassword', { message: e.message });
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="profile-password-card">
      <Title order={3} mb="md">
        Change Password
      </Title>
      <form
        onSubmit={handleSubmit((v) => setPending({ currentPassword: v.currentPassword, password: v.password }))}
        noValidate
      >
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword')}
            data-testid="password-current"
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
            data-testid="password-new"
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
            data-testid="password-confirm"
          />
          <Group justify="flex-end">
            <Button type="submit" data-testid="password-submit">
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="Change Password" centered>
        <Stack data-testid="password-confirm-modal">
          <Text>Are you sure you want to change your password? You will be logged out everywhere.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} data-testid="password-confirm-cancel">
              Cancel
            </Button>
            <Button onClick={confirm} loading={busy} data-testid="password-confirm-ok">
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
