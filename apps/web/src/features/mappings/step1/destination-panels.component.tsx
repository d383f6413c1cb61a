import { Paper, Select, Stack, Text } from '@mantine/core';
import { DESTINATION } from '@paperbridge/contracts';
import type { RefObject } from 'react';
import { EmailChips } from '../../../components/email-chips/email-chips.component';
import type { EndpointForm } from '../logic/endpoint-form.types';
import { EnterprisePanel } from './enterprise-panel.component';
import { FileLayoutChoice } from './file-layout-choice.component';
import { CsvFormatChoice } from './csv-format-choice.component';
import { FtpPanel } from './ftp-panel.component';
import { IntegrationsPanel } from './integrations-panel.component';
import { WebhookPanel } from './webhook-panel.component';
import { WebhookSecretPanel } from './webhook-secret-panel.component';

interface Props {
  form: EndpointForm;
  set: (patch: Partial<EndpointForm>) => void;
  formats: string[];
  onEmailError: (e: string | null) => void;
  cnId?: string;
  hostRef: RefObject<HTMLInputElement | null>;
}

function Box({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** The detail panel of each chosen destination. */
export function DestinationPanels({ form, set, formats, onEmailError, cnId, hostRef }: Props) {
  const has = (id: number) => form.destinations.includes(id);
  return (
    <Stack gap="sm">
      {has(DESTINATION.ftp) && (
        <Box title="FTP / FTPS / SFTP destination">
          <Stack gap="xs">
            <FtpPanel
              prefix="Destination"
              value={form.ftpOut}
              onChange={(ftpOut) => set({ ftpOut })}
              fileFormats={formats}
              cnId={cnId}
              hostRef={hostRef}
            />
            <FileLayoutChoice
              testId="ftp-file-layout"
              value={form.fileLayouts.FTP}
              format={form.ftpOut.fileType}
              onChange={(FTP) => set({ fileLayouts: { ...form.fileLayouts, FTP } })}
            />
            {form.ftpOut.fileType === 'CSV' && (
              <CsvFormatChoice
                testId="ftp-csv-format"
                value={form.csvFormats.FTP}
                onChange={(FTP) => set({ csvFormats: { ...form.csvFormats, FTP } })}
              />
            )}
          </Stack>
        </Box>
      )}
      {has(DESTINATION.emailAttachment) && (
        <Box title="Email Attachment" testId="destination-email-panel">
          <Stack gap="xs">
            <EmailChips
              label="Send the output to"
              value={form.destinationEmails}
              onChange={(destinationEmails) => set({ destinationEmails })}
              testId="destination-emails"
              onErrorChange={onEmailError}
            />
            <Select
              label="File Format"
              placeholder="Select File Format"
              data={formats}
              value={form.destinationEmailFileType}
              onChange={(destinationEmailFileType) => set({ destinationEmailFileType })}
              data-testid="destination-email-format"
            />
            <FileLayoutChoice
              testId="email-file-layout"
              value={form.fileLayouts.Email}
              format={form.destinationEmailFileType}
              onChange={(Email) => set({ fileLayouts: { ...form.fileLayouts, Email } })}
            />
            {form.destinationEmailFileType === 'CSV' && (
              <CsvFormatChoice
                testId="email-csv-format"
                value={form.csvFormats.Email}
                onChange={(Email) => set({ csvFormats: { ...form.csvFormats, Email } })}
              />
            )}
          </Stack>
        </Box>
      )}
      {has(DESTINATION.webhook) && (
        <Box title="Webhook">
          <WebhookPanel
            input={form.webhook}
            tag={form.webhookTag}
            onInput={(webhook) => set({ webhook })}
            onTag={(webhookTag) => set({ webhookTag })}
            format={form.webhookFileType}
            onFormat={(webhookFileType) => set({ webhookFileType })}
            einvoice={formats.includes('UBL')}
          />
          {/* a saved mapping with a webhook: its secret exists on the server (made on first use) */}
          {cnId && form.webhookTag && <WebhookSecretPanel cnId={cnId} />}
        </Box>
      )}
      {has(DESTINATION.standardIntegrations) && (
        <Box title="Standard Integrations">
          <IntegrationsPanel value={form.integrationType} onChange={(integrationType) => set({ integrationType })} />
        </Box>
      )}
      {has(DESTINATION.enterprise) && (
        <Box title="Connect With Your Enterprise Systems">
          <EnterprisePanel value={form.enterprise} onChange={(enterprise) => set({ enterprise })} />
        </Box>
      )}
    </Stack>
  );
}
