import { Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MAP_MSG } from '@paperbridge/contracts';
import { useState } from 'react';
import { CONTACT_CODE_MAX, CONTACT_NUMBER_MAX, isValidEnterpriseInputs } from '../logic/enterprise-phone';
import type { EnterpriseForm } from '../logic/endpoint-form.types';

const noEnter = (e: React.KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/** 'Connect With Your Enterprise Systems': a contact form with the '(+XX) XXX XXX XXX' rule. */
export function EnterprisePanel({ value, onChange }: { value: EnterpriseForm; onChange: (v: EnterpriseForm) => void }) {
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const touch = (k: string) => setTouched((t) => ({ ...t, [k]: true }));
  const set = (patch: Partial<EnterpriseForm>) => onChange({ ...value, ...patch });
  const phoneBad = (touched.code || touched.number) && !isValidEnterpriseInputs(value.contactCode, value.contactNumber);
  return (
    <Stack gap="xs" data-testid="enterprise-panel">
      <Text size="sm">Tell us about your system and we will contact you to connect it.</Text>
      <TextInput
        label="Contact Name"
        withAsterisk
        value={value.contactName}
        onChange={(e) => set({ contactName: e.currentTarget.value })}
        onBlur={() => touch('name')}
        onKeyDown={noEnter}
        error={touched.name && !value.contactName.trim() ? MAP_MSG.enterpriseName : undefined}
        data-testid="enterprise-name"
      />
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          w={90}
          label="Code"
          withAsterisk
          placeholder="+61"
          maxLength={CONTACT_CODE_MAX}
          value={value.contactCode}
          onChange={(e) => set({ contactCode: e.currentTarget.value })}
          onBlur={() => touch('code')}
          onKeyDown={noEnter}
          data-testid="enterprise-code"
        />
        <TextInput
          style={{ flex: 1 }}
          label="Contact Number"
          withAsterisk
          placeholder="412 345 678"
          maxLength={CONTACT_NUMBER_MAX}
          value={value.contactNumber}
          onChange={(e) => set({ contactNumber: e.currentTarget.value })}
          onBlur={() => touch('number')}
          onKeyDown={noEnter}
          error={phoneBad ? MAP_MSG.enterprisePhone : undefined}
          data-testid="enterprise-number"
        />
      </Group>
      <Textarea
        label="Requirements"
        withAsterisk
        autosize
        minRows={3}
        placeholder="Please enter enterprise requirements"
        value={value.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        onBlur={() => touch('description')}
        error={touched.description && !value.description.trim() ? MAP_MSG.enterpriseRequirements : undefined}
        data-testid="enterprise-requirements"
      />
    </Stack>
  );
}
