import { Button, CloseButton, Group, Pill, Select, Stack, TextInput } from '@mantine/core';
import { isValidWebhook } from '../logic/endpoint-rules';

interface Props {
  input: string;
  tag: string | null;
  onInput: (v: string) => void;
  onTag: (v: string | null) => void;
  /** what the webhook receives (issue 25) */
  format: 'JSON' | 'UBL' | 'CII';
  onFormat: (v: 'JSON' | 'UBL' | 'CII') => void;
  /** the document type can be delivered as an e-invoice (commercial invoices) */
  einvoice: boolean;
}

const FORMATS = [
  { value: 'JSON', label: 'JSON (the document and its fields)' },
  { value: 'UBL', label: 'UBL e-invoice (Peppol BIS Billing 3.0)' },
  { value: 'CII', label: 'CII e-invoice (EN 16931, as in Factur-X)' },
];

/**
 * Webhook: a valid URL becomes a tag and the input is disabled; the cross clears it. Beyond the spec (issue 25): a
 * commercial invoice may be posted as a UBL or CII e-invoice instead of JSON.
 */
export function WebhookPanel({ input, tag, onInput, onTag, format, onFormat, einvoice }: Props) {
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
      {einvoice && (
        <Select
          label="The webhook receives"
          data={FORMATS}
          value={format}
          allowDeselect={false}
          onChange={(v) => v && onFormat(v as Props['format'])}
          description="An e-invoice is checked against EN 16931 before it is sent; a document that would break its rules is not sent, and the Process Log says why."
          data-testid="webhook-format"
        />
      )}
    </Stack>
  );
}
