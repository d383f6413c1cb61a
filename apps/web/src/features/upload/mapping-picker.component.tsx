import { Alert, Anchor, Button, Group, Select } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMappingChoice } from './use-mapping-choice.hook';

interface Props {
  clientEmail: string | null;
  configId: string | null;
  disabled: boolean;
  onClient: (email: string | null) => void;
  onMapping: (cnId: string | null) => void;
  onPreviewMapping: (cnId: string, label: string) => void;
}

/** Spec 002 §2 steps 1 to 3: pick a client, one of its mappings that take manual uploads, preview its sample. */
export function MappingPicker({ clientEmail, configId, disabled, onClient, onMapping, onPreviewMapping }: Props) {
  const choice = useMappingChoice(clientEmail);
  const selected = choice.options.find((o) => o.value === configId) ?? null;
  // the spec's text ends with its own "click here": the whole sentence is the link
  const problem = choice.problem;
  return (
    <>
      <Group align="flex-end" grow preventGrowOverflow={false}>
        <Select
          label="Client"
          placeholder="Select a client"
          data={choice.clientOptions}
          value={clientEmail}
          onChange={(v) => {
            onClient(v);
            onMapping(null);
          }}
          searchable
          nothingFoundMessage="No clients"
          disabled={disabled}
          data-testid="upload-client"
        />
        <Select
          label="Mapping"
          placeholder={choice.loading ? 'Loading mappings…' : 'Select a mapping'}
          data={choice.options}
          value={selected?.value ?? null}
          onChange={onMapping}
          disabled={disabled || !clientEmail || choice.options.length === 0}
          data-testid="upload-mapping"
        />
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          disabled={!selected}
          onClick={() => selected && onPreviewMapping(selected.value, selected.label)}
          style={{ flexGrow: 0 }}
          data-testid="upload-preview-mapping"
        >
          Preview mapped document
        </Button>
      </Group>
      {problem && (
        <Alert color="red" data-testid="upload-mapping-problem">
          <Anchor component={Link} to={problem.link} data-testid="upload-mapping-problem-link">
            {problem.text}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
