import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { securityCodeSchema } from '@paperbridge/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const codeFormSchema = z.object({ code: securityCodeSchema });

interface Props {
  phone: string;
  secondsLeft: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeNumber: () => void;
}

/** Code entry with the 120 s countdown, then a resend link (spec 002 §2, §5 Security code). */
export function CodeEntryForm({ phone, secondsLeft, onVerify, onResend, onChangeNumber }: Props) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setBusy(true);
    try {
      await onVerify(code);
    } finally {
      setBusy(false);
    }
  });
  const mm = Math.floor(secondsLeft / 60);
  const ss = String(secondsLeft % 60).padStart(2, '0');
  return (
    <form onSubmit={submit} noValidate data-testid="code-form">
      <Stack>
        <Text size="sm">We sent a security code to {phone}.</Text>
        <TextInput
          label="Security code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={formState.errors.code?.message}
          {...register('code')}
          data-testid="pin-code"
        />
        <Group justify="space-between">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" data-testid="pin-countdown">
              You can request a new code in {mm}:{ss}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => void onResend()} data-testid="pin-resend">
              Resend code
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber} data-testid="pin-change-number">
            Change number
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="pin-verify">
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
