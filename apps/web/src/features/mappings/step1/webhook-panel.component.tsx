import { Button, CloseButton, Group, Pill, Stack, TextInput } from '@mantine/core';
import { isValidWebhook } from '../logic/endpoint-rules';

interface Props {
  input: string;
  tag: string | null;
  onInput: (v: string) => void;
  onTag: (v: string | null) => void;
}

/** Webhook: a valid URL becomes a tag and the input is disabled; the cross clears it. */
export function WebhookPanel({ input, tag, onInput, onTag }: Props) {
  const valid = isValidWebhook(input);
  const add = () => {
    if (!valid) return;
    onTag(input.trim());
    onInput('');
  };
  return (
    <Stack gap="xs" data-testid="webhook-panel">
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label="Webhook URL"
          placeholder="https://example.com/hooks/paperbridge"
          value={input}
          disabled={!!tag}
          error={input && !valid ? 'Please enter a valid URL.' : undefined}
          onChange={(e) => onInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="webhook-input"
        />
        <Button disabled={!valid || !!tag} onClick={add} data-testid="webhook-add">
          Add
        </Button>
      </Group>
      {tag && (
        <Pill data-testid="webhook-tag">
          <Group gap={4} wrap="nowrap">
            {tag}
            <CloseButton
              size="xs"
              aria-label="Remove webhook"
              data-testid="webhook-remove"
              onClick={() => onTag(null)}
            />
          </Group>
        </Pill>
      )}
    </Stack>
  );
}
