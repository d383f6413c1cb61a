import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * The mapping's own address for the e-mail attachment source (issued by the server when the
 * mapping is saved with that source), with a copy button to pass it on to the senders.
 */
export function InboundAddress({ address }: { address: string | null | undefined }) {
  return (
    <Stack gap={4} data-testid="source-inbound-email-block">
      <Text size="sm" fw={600}>
        Send documents to
      </Text>
      {address ? (
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="source-inbound-email">{address}</Code>
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy address'} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy address" data-testid="source-inbound-email-copy">
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="source-inbound-email-pending">
          The address to send documents to appears here once the mapping is saved.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Each PDF, JPG, PNG or TIFF attachment becomes a document. Only e-mails from the addresses below are taken.
      </Text>
    </Stack>
  );
}
