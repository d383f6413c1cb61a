import { Anchor, Button, FileButton, Group, Progress, Select, Stack, Text, ActionIcon } from '@mantine/core';
import type { ClientOption, IdValue } from '@paperbridge/contracts';
import { IconFileUpload, IconHelp } from '@tabler/icons-react';
import { ConfigNameInput } from './config-name-input.component';
import type { NameStatus } from './use-config-name-check.hook';
import type { UploadState } from './use-sample-upload.hook';
import { SAMPLE_ACCEPT } from '../logic/sample-file';

export interface CreateValues {
  clientEmail: string | null;
  docTypeId: number | null;
  configName: string;
}

interface Props {
  values: CreateValues;
  clients: ClientOption[];
  docTypes: IdValue[];
  onClient: (email: string | null) => void;
  onDocType: (id: number | null) => void;
  onName: (name: string) => void;
  onNameBlur: () => void;
  nameStatus: NameStatus;
  nameMessage: string | null;
  suggestion: string | null;
  onAddClient: () => void;
  onPickFile: (file: File | null) => void;
  uploadState: UploadState;
  onHelp: () => void;
  locked: boolean;
}

const STAGE_TEXT: Record<string, string> = {
  queued: 'Waiting for the engine',
  extracting: 'Reading the document',
  done: 'Done',
  failed: 'Failed',
};

/** Step 0 'Create a new Mapping': client, document type, name and the template. */
export function CreateMappingForm(p: Props) {
  const { values, uploadState } = p;
  const busy =
    uploadState.phase === 'waiting' || uploadState.phase === 'uploading' || uploadState.phase === 'processing';
  const canUpload = !!values.clientEmail && values.docTypeId != null && p.nameStatus === 'valid' && !busy;
  return (
    <Stack gap="sm" data-testid="create-mapping-form">
      <div>
        <Select
          label="Client"
          withAsterisk
          placeholder="Select Client"
          searchable
          data={p.clients.map((c) => ({ value: c.code, label: c.value }))}
          value={values.clientEmail}
          onChange={p.onClient}
          disabled={p.locked}
          data-testid="mapping-client"
        />
        {p.clients.length > 0 && (
          <Text size="xs" mt={4}>
            Client not listed? Click{' '}
            <Anchor component="button" type="button" size="xs" onClick={p.onAddClient} data-testid="mapping-add-client">
              here
            </Anchor>{' '}
            to add a new client.
          </Text>
        )}
        {p.clients.length === 0 && (
          <Text size="xs" mt={4} c="dimmed">
            No clients yet: add one under Clients first, or{' '}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={p.onAddClient}
              data-testid="mapping-add-first-client"
            >
              add a client now
            </Anchor>
            .
          </Text>
        )}
      </div>
      <Select
        label="Document Type"
        withAsterisk
        placeholder="Select Document Type"
        data={p.docTypes.map((d) => ({ value: String(d.id), label: d.value }))}
        value={values.docTypeId == null ? null : String(values.docTypeId)}
        onChange={(v) => p.onDocType(v == null ? null : Number(v))}
        disabled={p.locked}
        data-testid="mapping-doc-type"
      />
      <ConfigNameInput
        value={values.configName}
        onChange={p.onName}
        onBlur={p.onNameBlur}
        status={p.nameStatus}
        message={p.nameMessage}
        suggestion={p.suggestion}
        onUseSuggestion={p.onName}
      />
      <Group gap="xs">
        <FileButton onChange={p.onPickFile} accept={SAMPLE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconFileUpload size={16} />}
              disabled={!canUpload}
              loading={busy}
              data-testid="mapping-select-template"
            >
              Select New Template
            </Button>
          )}
        </FileButton>
        <ActionIcon
          variant="subtle"
          aria-label="Help on uploading a template"
          data-testid="mapping-upload-help"
          onClick={p.onHelp}
        >
          <IconHelp size={18} />
        </ActionIcon>
      </Group>
      {uploadState.phase === 'processing' && (
        <Stack gap={4} data-testid="mapping-upload-progress">
          <Text size="xs">{STAGE_TEXT[uploadState.job.stage] ?? 'Processing'}…</Text>
          <Progress value={uploadState.job.progress} animated />
        </Stack>
      )}
      {(uploadState.phase === 'waiting' || uploadState.phase === 'uploading') && (
        <Text size="xs" c="dimmed" data-testid="mapping-upload-sending">
          Uploading the template…
        </Text>
      )}
    </Stack>
  );
}
