import { Stack, Text } from '@mantine/core';
import { CopyableText } from '../../../components/copyable-text.component';

/**
 * The mapping's own address for the e-mail attachment source (issued by the server when the
 * mapping is saved with that source), with a copy button to pass it on to the senders. Given the
 * senders (the finish screen), it names them; on step 2 they are listed below it.
 */
export function InboundAddress({ address, senders }: { address: string | null | undefined; senders?: string[] }) {
  return (
    <Stack gap={4} data-testid="source-inbound-email-block">
      <Text size="sm" fw={600}>
        Send documents to
      </Text>
      {address ? (
        <CopyableText value={address} testId="source-inbound-email" />
      ) : (
        <Text size="sm" c="dimmed" data-testid="source-inbound-email-pending">
          The address to send documents to appears here once the mapping is saved.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Each PDF, JPG, PNG or TIFF attachment, and each XML e-invoice, becomes a document.{' '}
        {senders
          ? `Only e-mails from ${senders.join(', ')} are taken.`
          : 'Only e-mails from the addresses below are taken.'}
      </Text>
    </Stack>
  );
}
