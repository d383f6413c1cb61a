import { CloseButton, Group, Input, Pill, Text } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { addEmailChips, CHIP_KEYS, removeLastChip } from './email-chip-rules';

interface Props {
  label: string;
  value: string[];
  onChange: (emails: string[]) => void;
  /** test id prefix: `${testId}-input`, `${testId}-chip`, `${testId}-error` */
  testId: string;
  /** an outside message (e.g. 'at least one address is required') shown when the chip rules have none */
  error?: string | null;
  /** told whenever the chip rules' own message changes (the submit button is disabled while one shows) */
  onErrorChange?: (error: string | null) => void;
  disabled?: boolean;
}

/** E-mail chips (spec 001 §4): Enter, Tab, comma, semicolon or blur add; Backspace on empty removes the last. */
export function EmailChips({ label, value, onChange, testId, error, onErrorChange, disabled }: Props) {
  const [text, setText] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);
  useEffect(() => onErrorChange?.(ruleError), [ruleError, onErrorChange]);

  const commit = () => {
    if (!text.trim()) {
      setRuleError(null);
      return false;
    }
    const result = addEmailChips(value, text);
    if (result.emails.length !== value.length) onChange(result.emails);
    setRuleError(result.error);
    if (!result.error) setText('');
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((CHIP_KEYS as readonly string[]).includes(e.key)) {
      // Tab on an empty input moves focus as usual; Enter never submits the form.
      if (e.key === 'Tab' && !text.trim()) return;
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(removeLastChip(value));
      setRuleError(null);
    }
  };

  const shown = ruleError ?? error ?? null;
  return (
    <Input.Wrapper label={label} error={shown ? <span data-testid={`${testId}-error`}>{shown}</span> : undefined}>
      <Group
        gap={6}
        p={6}
        wrap="wrap"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          minHeight: 40,
        }}
      >
        {value.map((email) => (
          <Pill key={email} data-testid={`${testId}-chip`} data-email={email}>
            <Group gap={2} wrap="nowrap">
              <Text size="xs">{email}</Text>
              <CloseButton
                size="xs"
                aria-label={`Remove ${email}`}
                data-testid={`${testId}-chip-remove`}
                disabled={disabled}
                onClick={() => onChange(value.filter((e) => e !== email))}
              />
            </Group>
          </Pill>
        ))}
        <input
          aria-label={label}
          data-testid={`${testId}-input`}
          value={text}
          disabled={disabled}
          placeholder={value.length ? '' : 'Type an e-mail address and press Enter'}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (ruleError) setRuleError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          style={{
            flex: 1,
            minWidth: 180,
            border: 'none',
            outline: 'none',
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
