import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { commonApi, type AbnResult } from '../../../api/common.api';
import type { CompanyFormValues } from './company-form-values';

/** ABN field with a Verify button (Australian companies). */
export function AbnVerify({ form }: { form: UseFormReturn<CompanyFormValues> }) {
  const [result, setResult] = useState<AbnResult | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    try {
      setResult(await commonApi.verifyAbn(form.getValues('coAbn'), form.getValues('coCompanyName')));
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="ABN"
          style={{ flex: 1 }}
          error={form.formState.errors.coAbn?.message}
          {...form.register('coAbn', { onChange: () => setResult(null) })}
          data-testid="company-abn"
        />
        <Button variant="light" onClick={verify} loading={busy} data-testid="abn-verify">
          Verify ABN
        </Button>
      </Group>
      {result && (
        <Text size="sm" mt={4} c={result.valid ? 'green' : 'red'} data-testid="abn-result">
          {result.message}
        </Text>
      )}
    </div>
  );
}
