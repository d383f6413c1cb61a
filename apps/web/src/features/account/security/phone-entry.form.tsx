import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { phoneEntrySchema } from '@paperbridge/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DIAL_OPTIONS } from './dial-codes';

export interface PhoneValues {
  dialCode: string;
  phone: string;
}

/**
 * Phone entry with the dial-code select (spec 002 §5 Phone). The number is taken as people type it
 * (spaces, the national 0, a +code); onSend gets its normal form, the dial code and national digits.
 */
export function PhoneEntryForm({
  initial,
  onSend,
}: {
  initial: PhoneValues;
  onSend: (v: PhoneValues) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const { control, register, handleSubmit, formState } = useForm<PhoneValues>({
    resolver: zodResolver(phoneEntrySchema),
    defaultValues: initial,
  });
  const submit = handleSubmit(async (v) => {
    setBusy(true);
    try {
      await onSend(v);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="phone-form">
      <Stack>
        <Group align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name="dialCode"
            render={({ field }) => (
              <Select
                label="Country code"
                w={220}
                allowDeselect={false}
                data={DIAL_OPTIONS}
                value={field.value}
                onChange={(v) => field.onChange(v ?? field.value)}
                data-testid="phone-dial-code"
              />
            )}
          />
          <TextInput
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            style={{ flex: 1 }}
            error={formState.errors.phone?.message}
            {...register('phone')}
            data-testid="phone-number"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="phone-send">
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
