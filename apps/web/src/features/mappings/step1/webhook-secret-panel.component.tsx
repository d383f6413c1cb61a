import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { WebhookSecret } from '@paperbridge/contracts';
import { useState } from 'react';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';
import { toastSuccess } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';

const masked = (s: string) => `${s.slice(0, 10)}${'•'.repeat(12)}`;

/**
 * Beyond the spec: the webhook is signed per Standard Webhooks, so its receiver needs the mapping's
 * signing secret. Hidden until asked for, copied in one click, and rotated after a warning (the old
 * secret keeps signing beside the new one for a day, so the receiver can switch without losing a message).
 */
export function WebhookSecretPanel({ cnId }: { cnId: string }) {
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const format = useLocaleFormat();
  const load = async (action: 'get' | 'rotate') => {
    setBusy(true);
    try {
      const env =
        action === 'get' ? await mappingsApi.getWebhookSecret(cnId) : await mappingsApi.rotateWebhookSecret(cnId);
      setSecret(env.result);
      setShown(true);
      if (action === 'rotate') toastSuccess(env.message);
    } catch {
      // the client already showed the server's reason
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Stack gap={4} mt="xs" data-testid="webhook-secret-panel">
      <Text size="sm">
        Each delivery is signed (headers webhook-id, webhook-timestamp and webhook-signature, the Standard Webhooks
        convention). Verify it with this secret.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="webhook-secret">
          {secret && shown ? secret.secret : secret ? masked(secret.secret) : 'whsec_' + '•'.repeat(12)}
        </Code>
        {secret && shown ? (
          <>
            <CopyButton value={secret.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} data-testid="webhook-secret-copy">
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="subtle" onClick={() => setShown(false)}>
              Hide
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={busy && !asking}
            onClick={() => void load('get')}
            data-testid="webhook-secret-show"
          >
            Show
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={() => setAsking(true)}
          data-testid="webhook-secret-rotate"
        >
          Rotate
        </Button>
      </Group>
      {secret?.previousValidUntil && (
        <Text size="xs" c="dimmed" data-testid="webhook-secret-overlap">
          The previous secret also signs until {format.moment(secret.previousValidUntil)}.
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title="New signing secret"
        message="Deliveries will be signed with a new secret. The current one keeps signing beside it for 24 hours: update your receiver within that time."
        confirmLabel="Rotate"
        testId="webhook-secret-dialog"
        loading={busy}
        onConfirm={() => void load('rotate')}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
