import { Anchor, Loader, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { NameStatus } from './use-config-name-check.hook';

interface Props {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  status: NameStatus;
  message: string | null;
  suggestion: string | null;
  onUseSuggestion: (s: string) => void;
  disabled?: boolean;
}

/** Mapping name with a green check, a red cross or a spinner, and the clickable suggested name. */
export function ConfigNameInput({
  value,
  onChange,
  onBlur,
  status,
  message,
  suggestion,
  onUseSuggestion,
  disabled,
}: Props) {
  const icon =
    status === 'checking' ? (
      <Loader size="xs" data-testid="mapping-name-checking" />
    ) : status === 'valid' ? (
      <IconCircleCheck
        color="var(--mantine-color-green-6)"
        size={18}
        aria-label="Name available"
        data-testid="mapping-name-valid"
      />
    ) : status === 'invalid' ? (
      <IconCircleX
        color="var(--mantine-color-red-6)"
        size={18}
        aria-label="Name not available"
        data-testid="mapping-name-invalid"
      />
    ) : null;
  return (
    <div>
      <TextInput
        label="Name of Mapping"
        withAsterisk
        placeholder="e.g. INV.acme1"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value.trim())}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onBlur();
          }
        }}
        rightSection={icon}
        error={message ? <span data-testid="mapping-name-error">{message}</span> : undefined}
        data-testid="mapping-name"
      />
      {suggestion && suggestion !== value && (
        <Text size="xs" mt={4}>
          Suggested name:{' '}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => onUseSuggestion(suggestion)}
            data-testid="mapping-name-suggestion"
          >
            {suggestion}
          </Anchor>
        </Text>
      )}
    </div>
  );
}
