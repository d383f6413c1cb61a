import { Alert, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { SOURCE } from '@paperbridge/contracts';
import type { RefObject } from 'react';
import { EmailChips } from '../../../components/email-chips/email-chips.component';
import type { EndpointForm } from '../logic/endpoint-form.types';
import { FtpPanel } from './ftp-panel.component';
import { InboundAddress } from './inbound-address.component';
import { ApiTokenPanel } from './api-token-panel.component';

interface Props {
  form: EndpointForm;
  set: (patch: Partial<EndpointForm>) => void;
  onRemove: (id: number) => void;
  onEmailError: (e: string | null) => void;
  cnId?: string;
  /** the mapping's e-mail source address (edit only; a new mapping gets it when saved) */
  inboundEmail?: string | null;
  /** when the API source's current token was issued (edit only) */
  apiTokenCreatedAt?: string | null;
  hostRef: RefObject<HTMLInputElement | null>;
}

function Granted({ id, title, onRemove }: { id: string; title: string; onRemove: () => void }) {
  return (
    <Alert color="teal" variant="light" data-testid={id} title={title} withCloseButton={false}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">Access granted: documents of this mapping can be uploaded this way.</Text>
        <CloseButton aria-label={`Remove ${title}`} data-testid={`${id}-remove`} onClick={onRemove} />
      </Group>
    </Alert>
  );
}

/** The detail panel of each chosen source. */
export function SourcePanels({
  form,
  set,
  onRemove,
  onEmailError,
  cnId,
  inboundEmail,
  apiTokenCreatedAt,
  hostRef,
}: Props) {
  const has = (id: number) => form.sources.includes(id);
  return (
    <Stack gap="sm">
      {has(SOURCE.manualUpload) && (
        <Granted id="source-manual-upload" title="Manual Upload" onRemove={() => onRemove(SOURCE.manualUpload)} />
      )}
      {has(SOURCE.mobileApp) && (
        <Granted id="source-mobile-app" title="Mobile App" onRemove={() => onRemove(SOURCE.mobileApp)} />
      )}
      {has(SOURCE.api) && (
        <Alert color="blue" variant="light" title="API" data-testid="source-api">
          The URL, the security token and the documentation link will be emailed to your registered email.
          {cnId && <ApiTokenPanel cnId={cnId} issuedAt={apiTokenCreatedAt ?? null} />}
        </Alert>
      )}
      {has(SOURCE.ftp) && (
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} size="sm" mb={6}>
            FTP / FTPS / SFTP source
          </Text>
          <FtpPanel
            prefix="Source"
            value={form.ftpIn}
            onChange={(ftpIn) => set({ ftpIn })}
            cnId={cnId}
            hostRef={hostRef}
          />
        </Paper>
      )}
      {has(SOURCE.emailAttachment) && (
        <Paper withBorder p="sm" radius="md" data-testid="source-email-panel">
          <InboundAddress address={inboundEmail} />
          <EmailChips
            label="Accept documents sent from"
            value={form.sourceEmails}
            onChange={(sourceEmails) => set({ sourceEmails })}
            testId="source-emails"
            onErrorChange={onEmailError}
          />
        </Paper>
      )}
    </Stack>
  );
}
